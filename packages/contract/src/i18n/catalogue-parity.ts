/**
 * What makes two languages' message files disagree (docs/decisions/068): a
 * message one has and the other lacks, an empty one, or one whose inputs
 * differ ('{count} items' in English must have its '{count}' in Bahasa too).
 */
type Message =
  string | readonly { declarations?: readonly string[]; match?: Record<string, string> }[]
export type MessageFile = Record<string, Message>

function inputsOf(message: Message): string[] {
  const texts =
    typeof message === 'string'
      ? [message]
      : message.flatMap((variant) => [
          ...Object.values(variant.match ?? {}),
          ...(variant.declarations ?? [])
            .filter((line) => line.startsWith('input '))
            .map((line) => `{${line.slice('input '.length)}}`),
        ])
  return [
    ...new Set(
      texts.flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((hit) => hit[1] ?? '')),
    ),
  ].sort()
}

const isEmpty = (message: Message) =>
  typeof message === 'string'
    ? message.trim() === ''
    : message.every((variant) => Object.values(variant.match ?? {}).every((text) => !text.trim()))

export function catalogueProblems(files: Record<string, MessageFile>): string[] {
  const problems: string[] = []
  const languages = Object.keys(files)
  const keys = new Set(languages.flatMap((language) => Object.keys(files[language] ?? {})))
  for (const key of [...keys].sort()) {
    const present = languages.filter((language) => files[language]?.[key] !== undefined)
    const missing = languages.filter((language) => !present.includes(language))
    if (missing.length > 0) {
      problems.push(`${key}: missing in ${missing.join(', ')}`)
      continue
    }
    const inputs = present.map((language) => inputsOf(files[language]![key]!).join(','))
    if (new Set(inputs).size > 1)
      problems.push(
        `${key}: inputs differ (${present.map((l, i) => `${l} {${inputs[i]}}`).join(' / ')})`,
      )
    for (const language of present)
      if (isEmpty(files[language]![key]!)) problems.push(`${key}: empty in ${language}`)
  }
  return problems
}
