import type { ReactNode } from 'react'

const MARK = '\u0000'

/**
 * A catalogue sentence with code in it (a column's name, a path): the message
 * is given a marker for each piece of code, so each language's sentence puts
 * the code where its own word order wants it, and the pieces come back as `<code>`.
 */
export function withCode<K extends string>(
  message: (inputs: Record<K, string>) => string,
  codes: Record<K, string>,
): ReactNode[] {
  const markers = Object.fromEntries(
    Object.keys(codes).map((name) => [name, `${MARK}${name}${MARK}`]),
  ) as Record<K, string>
  return message(markers)
    .split(MARK)
    .map((part, index) => (index % 2 === 1 ? <code key={index}>{codes[part as K]}</code> : part))
}
