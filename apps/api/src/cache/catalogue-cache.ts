import { ResponseSerializationError } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { ApiCall } from '@store/contract/call'
import { DEFAULT_LOCALE } from '@store/contract/locale'
import type { Locale } from '@store/contract/locale'
import { requestKey } from '@store/contract/request-key'
import { badRequest } from '../lib/http-errors'
import type { AnswerStore, StoredAnswer } from './answer-store'
import type { UrlAliases } from './url-aliases'

/** Answers that show a product's stock carry its tag; a stock write drops them. */
export const productTag = (productId: number) => `product:${productId}`
/** Carried by answers that depend on stock across many products. */
export const STOCK_TAG = 'stock'

export type CacheableHandler<C extends ApiCall> = (
  input: z.output<C['payload']>,
  language: Locale,
) => Promise<z.input<C['response']>>

export interface CacheOptions<C extends ApiCall> {
  /** Tags of the answer for this input, beyond the call itself. */
  tags?: (input: z.output<C['payload']>) => string[]
}

interface Definition {
  handler: (input: unknown, language: Locale) => Promise<unknown>
  tags: (input: unknown) => string[]
}

type KeyValue = string | number | boolean | undefined | (string | number)[]

/** The parsed payload as a stable key: sorted names, defaults applied, blanks dropped. */
function normalise(input: unknown): Record<string, KeyValue> {
  const entries = Object.entries((input ?? {}) as Record<string, unknown>).map(
    ([name, value]): [string, KeyValue] => {
      if (value === null || value === undefined) return [name, undefined]
      if (['string', 'number', 'boolean'].includes(typeof value)) return [name, value as KeyValue]
      if (Array.isArray(value) && value.every((item) => ['string', 'number'].includes(typeof item)))
        return [name, value as (string | number)[]]
      return [name, JSON.stringify(value)]
    },
  )
  return Object.fromEntries(entries)
}

/**
 * The language is a dimension of every key and alias (decision 069): an answer
 * in one language is never found for the other. Tags carry no language, so a
 * change, here or announced by another instance, drops both.
 */
const languageKey = (language: Locale, key: string) => `${language} ${key}`

/**
 * The catalogue reads served from memory: each registered call's answer is
 * serialised through its response schema once and stored, keyed by language,
 * call and normalised payload.
 */
export function createCatalogueCache(store: AnswerStore, aliases: UrlAliases) {
  const definitions = new Map<ApiCall, Definition>()

  /**
   * The stored answer for an already parsed payload. `url`, the request URL
   * that parsed to it, is remembered so that its next request is answered by
   * `answerFor(url, language)` before parsing.
   */
  async function answer(
    call: ApiCall,
    input: unknown,
    language: Locale,
    url?: string,
  ): Promise<StoredAnswer> {
    const definition = definitions.get(call)
    if (!definition) throw new Error(`${call.path} is not a cached call`)
    const key = languageKey(language, requestKey(call.path, normalise(input)))
    const stored = await store.get(key, [call.path, ...definition.tags(input)], async () => {
      const encoded = z.safeEncode(call.response, await definition.handler(input, language))
      if (encoded.error)
        throw new ResponseSerializationError(call.method, call.path, { cause: encoded.error })
      return JSON.stringify(encoded.data)
    })
    // Only after an answer: a URL that ends in an error (a missing product) is not remembered.
    if (url !== undefined) aliases.remember(languageKey(language, url), key)
    return stored
  }

  async function readParsed<C extends ApiCall>(
    call: C,
    input: z.output<C['payload']>,
    language: Locale = DEFAULT_LOCALE,
  ): Promise<z.output<C['response']>> {
    const stored = await answer(call, input, language)
    return JSON.parse(stored.body.toString('utf8')) as z.output<C['response']>
  }

  return {
    define<C extends ApiCall>(call: C, handler: CacheableHandler<C>, options: CacheOptions<C>) {
      definitions.set(call, {
        handler: (input, language) => handler(input as z.output<C['payload']>, language),
        tags: (input) => options.tags?.(input as z.output<C['payload']>) ?? [],
      })
    },

    answer,

    /** The answer kept for a request URL that was answered before in `language`, if it is still kept. */
    answerFor(url: string, language: Locale): StoredAnswer | undefined {
      const key = aliases.keyOf(languageKey(language, url))
      return key === undefined ? undefined : store.stored(key)
    },

    /**
     * The answer a client would get for `payload`, as an object: for code in
     * this process (the page renderer) that needs a call's data. Bad input is
     * a 400 and a missing item a 404, as over HTTP.
     */
    async cachedAnswer<C extends ApiCall>(
      call: C,
      payload: z.input<C['payload']>,
      language: Locale = DEFAULT_LOCALE,
    ): Promise<z.output<C['response']>> {
      const parsed = call.payload.safeParse(payload)
      if (!parsed.success)
        throw badRequest(parsed.error.issues[0]?.message ?? 'The request is not valid.')
      return readParsed(call, parsed.data as z.output<C['payload']>, language)
    },

    /** As `cachedAnswer`, for a payload already parsed by the call's schema. */
    readParsed,

    /** Drops the answers carrying any of `tags`, or all of them. Every write in this process calls it. */
    invalidate: (tags?: readonly string[]) => store.invalidate(tags),
    stats: () => ({ ...store.stats(), ...aliases.stats() }),
  }
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>
