import { FilterXSS } from 'xss'
import { RICH_TEXT_TAGS, SAFE_HREF } from '@store/contract/rich-text'

const richText = new FilterXSS({
  allowList: Object.fromEntries(RICH_TEXT_TAGS.map((tag) => [tag, tag === 'a' ? ['href'] : []])),
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'template'],
  allowCommentTag: false,
  // An href that is not https or a site path is dropped, the link text kept.
  onTagAttr: (tag, name, value) =>
    tag === 'a' && name === 'href' && !SAFE_HREF.test(value.trim()) ? '' : undefined,
})

/**
 * The detailed description as the shop may show it: only the tags of
 * RICH_TEXT_TAGS, no attribute but a link's https or site-path href; every
 * other tag is dropped (a script or style with its content), text kept.
 */
export function sanitiseRichText(html: string): string {
  return richText.process(html).trim()
}
