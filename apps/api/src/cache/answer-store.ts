import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { LRUCache } from 'lru-cache'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Answers smaller than this are sent as they are, as @fastify/compress would. */
const COMPRESS_ABOVE_BYTES = 1024

/** One answer, serialised once and kept in every encoding a client may ask for. */
export interface StoredAnswer {
  /** The JSON text as UTF-8 bytes. */
  body: Buffer
  br: Buffer | null
  gzip: Buffer | null
  /** Content hash of `body`: the ETag's opaque value (an encoding adds a suffix). */
  hash: string
}

export interface AnswerStoreOptions {
  maxBytes: number
  ttlMs: number
}

export async function storedAnswer(json: string): Promise<StoredAnswer> {
  const body = Buffer.from(json, 'utf8')
  const hash = createHash('sha1').update(body).digest('base64url')
  if (body.length < COMPRESS_ABOVE_BYTES) return { body, br: null, gzip: null, hash }
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(body, { level: 6 }),
  ])
  return { body, br, gzip: gz, hash }
}

const sizeOf = (key: string, answer: StoredAnswer) =>
  key.length * 2 + answer.body.length + (answer.br?.length ?? 0) + (answer.gzip?.length ?? 0) + 200

/**
 * A byte-bounded LRU of answers, with tags so that a change to one product drops
 * only the answers that show it. Every invalidation starts a new generation: an
 * answer computed from a read that began before it is handed to its requests
 * but never stored, so a write can not be undone by a slow read.
 */
export function createAnswerStore({ maxBytes, ttlMs }: AnswerStoreOptions) {
  const keysByTag = new Map<string, Set<string>>()
  const tagsByKey = new Map<string, readonly string[]>()
  // With no memory, every request is a miss: the bench measures the uncached path so.
  const enabled = maxBytes > 0
  const lru = new LRUCache<string, StoredAnswer>({
    maxSize: Math.max(1, maxBytes),
    maxEntrySize: Math.max(1, Math.floor(maxBytes / 8)),
    sizeCalculation: (answer, key) => sizeOf(key, answer),
    ttl: ttlMs,
    dispose: (_answer, key) => untag(key),
  })
  const pending = new Map<string, Promise<StoredAnswer>>()
  let generation = 0
  const counts = { hits: 0, misses: 0 }

  function untag(key: string) {
    for (const tag of tagsByKey.get(key) ?? []) keysByTag.get(tag)?.delete(key)
    tagsByKey.delete(key)
  }

  function store(key: string, tags: readonly string[], answer: StoredAnswer) {
    lru.set(key, answer)
    if (!lru.has(key)) return
    tagsByKey.set(key, tags)
    for (const tag of tags) {
      const keys = keysByTag.get(tag) ?? new Set<string>()
      keys.add(key)
      keysByTag.set(tag, keys)
    }
  }

  return {
    /** The stored answer of `key`, or the one `produce` makes (once, however many ask at a time). */
    async get(
      key: string,
      tags: readonly string[],
      produce: () => Promise<string>,
    ): Promise<StoredAnswer> {
      if (!enabled) {
        counts.misses++
        return storedAnswer(await produce())
      }
      const hit = lru.get(key)
      if (hit) {
        counts.hits++
        return hit
      }
      const inFlight = pending.get(key)
      if (inFlight) return inFlight
      counts.misses++
      const startedIn = generation
      const promise = produce().then(storedAnswer)
      pending.set(key, promise)
      try {
        const answer = await promise
        if (generation === startedIn) store(key, tags, answer)
        return answer
      } finally {
        if (pending.get(key) === promise) pending.delete(key)
      }
    },

    /** The answer kept for `key`, if any; never produces one. */
    stored(key: string): StoredAnswer | undefined {
      const hit = enabled ? lru.get(key) : undefined
      if (hit) counts.hits++
      return hit
    },

    /** Drops the answers carrying any of `tags`, or every answer when `tags` is absent. */
    invalidate(tags?: readonly string[]) {
      generation++
      pending.clear()
      if (!tags) {
        lru.clear()
        return
      }
      for (const tag of tags) for (const key of [...(keysByTag.get(tag) ?? [])]) lru.delete(key)
    },

    stats() {
      return { entries: lru.size, bytes: lru.calculatedSize, maxBytes, ...counts }
    },
  }
}

export type AnswerStore = ReturnType<typeof createAnswerStore>
