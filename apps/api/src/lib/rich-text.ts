// A CommonJS package whose named exports Node cannot see: they are read from its default one.
import xss from 'xss'
import type * as Xss from 'xss'
import { RICH_TEXT_TAGS, SAFE_HREF } from '@store/contract/rich-text'

const { FilterXSS } = xss as unknown as typeof Xss

/**
 * A product's detailed description may hold a little formatting and nothing
 * else: the tags of RICH_TEXT_TAGS (paragraphs, line breaks, bold, italic,
 * lists) and links to https or the shop's own pages, the subset the shop
 * draws (@store/contract/rich-text). Everything else is removed on the way
 * in: scripts and styles with their content, other tags and every attribute
 * but a safe href, so no script can reach a shopper's page.
 */
const filter = new FilterXSS({
  whiteList: Object.fromEntries(RICH_TEXT_TAGS.map((tag) => [tag, tag === 'a' ? ['href'] : []])),
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'noscript', 'template'],
  allowCommentTag: false,
  // An unsafe href is dropped, the link's text kept.
  onTagAttr: (tag, name, value) =>
    tag === 'a' && name === 'href' && !SAFE_HREF.test(value.trim()) ? '' : undefined,
})

export const sanitizeRichText = (html: string) => filter.process(html).trim()
