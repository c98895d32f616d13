import type { ReactNode } from 'react'
import { decodeEntities, hasRichText, parseRichText } from '@store/contract/rich-text'
import type { RichTextNode } from '@store/contract/rich-text'

const CLASSES: Partial<Record<string, string>> = {
  p: 'mb-3 last:mb-0',
  ul: 'mb-3 list-disc pl-5',
  ol: 'mb-3 list-decimal pl-5',
  a: 'underline underline-offset-2',
}

function render(nodes: RichTextNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return node
    const Tag = node.tag
    if (Tag === 'br') return <br key={index} />
    if (Tag === 'a')
      return (
        <a key={index} href={node.href} className={CLASSES.a}>
          {render(node.children)}
        </a>
      )
    return (
      <Tag key={index} className={CLASSES[Tag]}>
        {render(node.children)}
      </Tag>
    )
  })
}

/**
 * The detailed description: staff's rich text drawn as React elements of the
 * allowed tags only (never as HTML), plain text as written, line breaks kept.
 */
export function ProductDescription({ text }: { text: string }) {
  if (!hasRichText(text))
    return <p className="text-sm leading-relaxed whitespace-pre-line">{decodeEntities(text)}</p>
  return <div className="text-sm leading-relaxed">{render(parseRichText(text))}</div>
}
