// A CommonJS package whose named exports Node cannot see: they are read from its default one.
import xss from 'xss'
import type * as Xss from 'xss'

const { FilterXSS, safeAttrValue } = xss as unknown as typeof Xss

/**
 * A product's detailed description may hold a little formatting and nothing
 * else: paragraphs, line breaks, bold, italic, lists and links to https or
 * the shop's own pages. Everything else (scripts, event attributes, styles,
 * frames, javascript: links) is removed on the way in, so no script can
 * reach a shopper's page.
 */
const filter = new FilterXSS({
  whiteList: {
    p: [],
    br: [],
    strong: [],
    b: [],
    em: [],
    i: [],
    ul: [],
    ol: [],
    li: [],
    a: ['href'],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'noscript', 'template'],
  safeAttrValue: (tag, name, value, cssFilter) =>
    tag === 'a' && name === 'href' && !/^(https:\/\/|\/(?!\/))/i.test(value.trim())
      ? ''
      : safeAttrValue(tag, name, value, cssFilter),
})

export const sanitizeRichText = (html: string) => filter.process(html)
