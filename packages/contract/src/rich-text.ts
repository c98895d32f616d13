/**
 * A product's detailed description as rich text: only these tags, and only a
 * link's href to an https address or a path of the shop itself. The server
 * keeps this subset when staff save (apps/api lib/rich-text.ts); the shop
 * reads it back with parseRichText, which builds nothing else.
 */
export const RICH_TEXT_TAGS = ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a'] as const
export type RichTextTag = (typeof RICH_TEXT_TAGS)[number]

/** https, or a path of the shop (not `//elsewhere`). */
export const SAFE_HREF = /^(?:https:\/\/[^\s"'<>]+|\/(?!\/)[^\s"'<>]*)$/i

export type RichTextNode = string | { tag: RichTextTag; href?: string; children: RichTextNode[] }

const ENTITIES: Record<string, string> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  '#39': "'",
  '#x27': "'",
  nbsp: '\u00a0',
}

export const decodeEntities = (text: string) =>
  text.replace(/&(lt|gt|amp|quot|#39|#x27|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')

const TAG = /<(\/?)([a-z]+)((?:\s+href="[^"]*")?)\s*\/?>/gi
const isRichTag = (name: string): name is RichTextTag =>
  (RICH_TEXT_TAGS as readonly string[]).includes(name)

/** True when the text holds markup of the subset; plain text is shown as written. */
export const hasRichText = (text: string) =>
  [...text.matchAll(TAG)].some((match) => isRichTag((match[2] ?? '').toLowerCase()))

/**
 * The description as a tree of the allowed tags and text. A tag outside the
 * subset stays as text (the shop escapes it), a closing tag with no opening
 * is dropped, and an unsafe href is left off.
 */
export function parseRichText(text: string): RichTextNode[] {
  const root: RichTextNode[] = []
  const open: { tag: RichTextTag; children: RichTextNode[] }[] = []
  const current = () => open.at(-1)?.children ?? root
  let last = 0
  const pushText = (raw: string) => {
    if (raw) current().push(decodeEntities(raw))
  }
  for (const match of text.matchAll(TAG)) {
    const [whole, closing, rawName = '', attrs = ''] = match
    const name = rawName.toLowerCase()
    if (!isRichTag(name)) continue
    pushText(text.slice(last, match.index))
    last = match.index + whole.length
    if (closing) {
      const at = open.map((node) => node.tag).lastIndexOf(name)
      if (at >= 0) open.length = at
      continue
    }
    const href = /href="([^"]*)"/.exec(attrs)?.[1]
    const node: { tag: RichTextTag; href?: string; children: RichTextNode[] } = {
      tag: name,
      children: [],
    }
    if (name === 'a' && href && SAFE_HREF.test(decodeEntities(href)))
      node.href = decodeEntities(href)
    current().push(node)
    if (name !== 'br') open.push(node)
  }
  pushText(text.slice(last))
  return root
}
