import { describe, expect, test } from 'vitest'
import { createAnswerStore } from './answer-store'

const json = (bytes: number) => JSON.stringify({ text: 'x'.repeat(bytes) })

describe('the answer store', () => {
  test('keeps the stored bytes within its byte limit, dropping the least recently used', async () => {
    const store = createAnswerStore({ maxBytes: 20_000, ttlMs: 60_000 })
    for (let index = 0; index < 30; index++)
      await store.get(`k${index}`, [], () => Promise.resolve(json(900)))
    const stats = store.stats()
    expect(stats.bytes).toBeLessThanOrEqual(20_000)
    expect(stats.entries).toBeLessThan(30)
    let produced = false
    const produce = () => {
      produced = true
      return Promise.resolve(json(900))
    }
    await store.get('k29', [], produce)
    expect(produced).toBe(false)
    await store.get('k0', [], produce)
    expect(produced).toBe(true)
  })

  test('does not keep an answer larger than an eighth of its limit', async () => {
    const store = createAnswerStore({ maxBytes: 8_000, ttlMs: 60_000 })
    await store.get('small', [], () => Promise.resolve(json(10)))
    const huge = JSON.stringify(Array.from({ length: 400 }, (_, i) => i * 7919))
    await store.get('huge', [], () => Promise.resolve(huge))
    expect(store.stats().entries).toBe(1)
  })

  test('with no memory, stores nothing and asks for every answer', async () => {
    const store = createAnswerStore({ maxBytes: 0, ttlMs: 60_000 })
    let calls = 0
    const produce = () => {
      calls++
      return Promise.resolve(json(10))
    }
    await store.get('k', [], produce)
    await store.get('k', [], produce)
    expect(calls).toBe(2)
    expect(store.stats().entries).toBe(0)
  })

  test('stores brotli and gzip copies of an answer above 1 KB, and none below', async () => {
    const store = createAnswerStore({ maxBytes: 1_000_000, ttlMs: 60_000 })
    const large = await store.get('large', [], () => Promise.resolve(json(5000)))
    expect(large.br?.length).toBeLessThan(large.body.length)
    expect(large.gzip?.length).toBeLessThan(large.body.length)
    const small = await store.get('small', [], () => Promise.resolve(json(10)))
    expect(small.br).toBeNull()
    expect(small.gzip).toBeNull()
  })

  test('asks for an answer once however many requests want it at the same time', async () => {
    const store = createAnswerStore({ maxBytes: 1_000_000, ttlMs: 60_000 })
    let calls = 0
    const produce = async () => {
      calls++
      await new Promise((resolve) => setTimeout(resolve, 20))
      return json(10)
    }
    const answers = await Promise.all(Array.from({ length: 5 }, () => store.get('k', [], produce)))
    expect(calls).toBe(1)
    expect(new Set(answers.map((answer) => answer.hash)).size).toBe(1)
  })

  test('drops only the answers carrying an invalidated tag', async () => {
    const store = createAnswerStore({ maxBytes: 1_000_000, ttlMs: 60_000 })
    await store.get('product?id=1', ['product:1'], () => Promise.resolve(json(1)))
    await store.get('product?id=2', ['product:2'], () => Promise.resolve(json(2)))
    store.invalidate(['product:1'])
    expect(store.stats().entries).toBe(1)
    store.invalidate()
    expect(store.stats().entries).toBe(0)
  })

  test('never stores an answer read before an invalidation that came while it was read', async () => {
    const store = createAnswerStore({ maxBytes: 1_000_000, ttlMs: 60_000 })
    let release: () => void = () => {}
    const slowRead = store.get('k', [], async () => {
      await new Promise<void>((resolve) => (release = resolve))
      return JSON.stringify({ stock: 'before the write' })
    })
    await Promise.resolve()
    store.invalidate(['anything'])
    release()
    expect(JSON.parse((await slowRead).body.toString())).toEqual({ stock: 'before the write' })
    const fresh = await store.get('k', [], () =>
      Promise.resolve(JSON.stringify({ stock: 'after the write' })),
    )
    expect(JSON.parse(fresh.body.toString())).toEqual({ stock: 'after the write' })
  })
})
