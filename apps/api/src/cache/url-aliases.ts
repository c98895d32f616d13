import { LRUCache } from 'lru-cache'

/** A request URL longer than this is never remembered; such URLs are rare and often hostile. */
const LONGEST_URL = 2048

/**
 * Which answer key a request URL led to, remembered after the URL passed the
 * call's validation once. The same URL always parses to the same payload, so
 * its next request can be answered from memory before the query is parsed
 * and validated again; the key rules stay in one place (the call's schema and
 * `requestKey`). A URL that failed validation is never remembered, so hostile
 * input still meets the schema and its 400. An alias holds a key, not an
 * answer: invalidation and the TTL act on the answers alone, and an alias
 * whose answer is gone just misses.
 */
export function createUrlAliases(maxBytes: number) {
  const enabled = maxBytes > 0
  const keys = new LRUCache<string, string>({
    maxSize: Math.max(1, maxBytes),
    sizeCalculation: (key, url) => (url.length + key.length) * 2 + 100,
  })

  return {
    remember(url: string, key: string) {
      if (enabled && url.length <= LONGEST_URL && keys.get(url) !== key) keys.set(url, key)
    },
    keyOf: (url: string): string | undefined => (enabled ? keys.get(url) : undefined),
    stats: () => ({ aliases: keys.size, aliasBytes: keys.calculatedSize }),
  }
}

export type UrlAliases = ReturnType<typeof createUrlAliases>
