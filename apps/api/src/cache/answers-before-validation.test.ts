import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Product } from '@store/contract/catalog'
import type { Database } from '@store/db/client'
import { buildApp } from '../app'
import { readEnv } from '../env'
import { queryRows } from '../test/sql'
import { createTestApp, openTestDatabase } from '../test/test-app'

let app: FastifyInstance
let database: Database
/** Requests that reached validation, by URL. */
const validated = new Map<string, number>()

beforeAll(async () => {
  database = await openTestDatabase()
  const env = readEnv({
    DATA_DIR: '/tmp/kainara-test-data',
    WEB_DIST_DIR: '/nonexistent',
    LOG_LEVEL: 'silent',
    BACKGROUND_JOBS: 'off',
  })
  app = await buildApp({ db: database.db, env })
  app.addHook('preValidation', (request, _reply, done) => {
    validated.set(request.url, (validated.get(request.url) ?? 0) + 1)
    done()
  })
  await app.ready()
})
afterAll(async () => {
  await app.close()
  await database.close()
})

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers })

/** The answer as a client sees it: status, body and the headers the cache sets. */
const seen = (response: Awaited<ReturnType<typeof get>>) => ({
  status: response.statusCode,
  body: response.rawPayload.toString('base64'),
  etag: response.headers.etag,
  cacheControl: response.headers['cache-control'],
  vary: response.headers.vary,
  encoding: response.headers['content-encoding'],
  type: response.headers['content-type'],
})

describe('a URL answered before is answered from memory before validation', () => {
  test('the repeated request skips validation and gets the same answer in every encoding', async () => {
    for (const acceptEncoding of ['', 'gzip', 'gzip, deflate, br']) {
      const url = `/api/products?limit=24&sort=NEWEST&x=${acceptEncoding.length}`
      const headers: Record<string, string> = acceptEncoding
        ? { 'accept-encoding': acceptEncoding }
        : {}
      const first = await get(url, headers)
      const second = await get(url, headers)
      expect(first.statusCode).toBe(200)
      expect(seen(second)).toEqual(seen(first))
      expect(validated.get(url)).toBe(1)
    }
  })

  test('a remembered URL gets a 304 for the ETag the client holds', async () => {
    const url = '/api/categories'
    const first = await get(url)
    const again = await get(url, { 'if-none-match': first.headers.etag as string })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect(again.headers.etag).toBe(first.headers.etag)
    expect(validated.get(url)).toBe(1)
  })

  test('a stock change shows on the next request of a remembered URL', async () => {
    const rows = await queryRows<{ product_id: number; id: number; size_code: string }>(
      database.db,
      sql`select ps.product_id, ps.id, ps.size_code from product_sizes ps
          where exists (select 1 from stocks s where s.product_size_id = ps.id and s.qty > 0)
          order by ps.id limit 1`,
    )
    const size = rows[0]
    if (!size) throw new Error('no size in stock')
    const url = `/api/product?id=${size.product_id}`
    const available = async () =>
      (await get(url))
        .json<{ product: Product }>()
        .product.sizes.find((candidate) => candidate.size_code === size.size_code)?.is_available
    expect(await available()).toBe(1)
    expect(await available()).toBe(1)
    expect(validated.get(url)).toBe(1)

    const showrooms = await queryRows<{ showroom_id: number }>(
      database.db,
      sql`select showroom_id from stocks where product_size_id = ${size.id}`,
    )
    await app.catalogueWrites.transaction(async (writer) => {
      for (const { showroom_id } of showrooms)
        await writer.setStock({
          productSizeId: Number(size.id),
          showroomId: Number(showroom_id),
          qty: 0,
        })
    })
    expect(await available()).toBe(0)
    expect(validated.get(url)).toBe(2)
  })

  test('a hostile query is still refused with a 400 every time, and never remembered', async () => {
    await get('/api/products?page=1')
    const aliases = app.catalogueCache.stats().aliases
    for (const url of [
      '/api/products?page=0',
      '/api/products?search=%00%00',
      `/api/products?search=${'x'.repeat(500)}`,
      '/api/products?page=1&page=2',
      '/api/product?id=1%27%20or%201=1',
    ]) {
      for (let attempt = 0; attempt < 2; attempt++) {
        const response = await get(url)
        expect(response.statusCode, url).toBe(400)
        expect(response.json<{ error: { message: string } }>().error.message).toBeTruthy()
        expect(response.headers['cache-control']).toBe('no-store')
      }
      expect(validated.get(url), url).toBe(2)
    }
    expect(app.catalogueCache.stats().aliases).toBe(aliases)
  })

  test('a URL of a missing product is not remembered and stays a 404', async () => {
    const url = '/api/product?id=999999'
    expect((await get(url)).statusCode).toBe(404)
    const again = await get(url)
    expect(again.statusCode).toBe(404)
    expect(again.headers['cache-control']).toBe('no-store')
    expect(validated.get(url)).toBe(2)
  })
})

test('a catalogue read refused by the rate limit is not kept either', async () => {
  const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '2' })
  try {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await limited.app.inject({ method: 'GET', url: '/api/categories' })
      statuses.push(response.statusCode)
      if (response.statusCode === 429) expect(response.headers['cache-control']).toBe('no-store')
    }
    expect(statuses).toEqual([200, 200, 429])
  } finally {
    await limited.close()
  }
})
