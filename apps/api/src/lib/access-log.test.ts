import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { Database } from '@store/db/client'
import { buildApp } from '../app'
import { readEnv } from '../env'
import { openTestDatabase } from '../test/test-app'

type Line = Record<string, unknown>
const lines: Line[] = []
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const text of chunk.toString().split('\n').filter(Boolean))
      lines.push(JSON.parse(text) as Line)
    done()
  },
})

let app: FastifyInstance
let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
  const env = readEnv({
    DATA_DIR: '/tmp/kainara-test-data',
    WEB_DIST_DIR: '/nonexistent',
    BACKGROUND_JOBS: 'off',
  })
  app = await buildApp({ db: database.db, env, logger: { level: 'info', stream } })
  app.get('/api/test-failure', (request) => {
    request.log.warn('about to fail')
    throw new Error('broken on purpose')
  })
  await app.ready()
})
afterAll(async () => {
  await app.close()
  await database.close()
})

const linesOf = (reqId: unknown) => lines.filter((line) => line.reqId === reqId)

describe('the access log', () => {
  test('a request answered is one line, with what it asked and how it was answered', async () => {
    const url = '/api/products?page=1&limit=4&sort=NEWEST'
    await app.inject({ url })
    const answered = lines.filter((line) => line.url === url)
    expect(answered).toHaveLength(1)
    const [line] = answered
    expect(line).toMatchObject({
      level: 30,
      msg: 'request completed',
      method: 'GET',
      url,
      statusCode: 200,
      ip: '127.0.0.1',
    })
    expect(line?.responseTime).toEqual(expect.any(Number))
    expect(linesOf(line?.reqId)).toHaveLength(1)
  })

  test('a request that fails keeps its error line, and its own lines share its id', async () => {
    const response = await app.inject({ url: '/api/test-failure' })
    expect(response.statusCode).toBe(500)
    const answered = lines.find((line) => line.url === '/api/test-failure')
    expect(answered).toMatchObject({ level: 30, statusCode: 500 })
    const ofRequest = linesOf(answered?.reqId)
    expect(ofRequest.map((line) => line.msg)).toEqual([
      'about to fail',
      'unhandled error',
      'request completed',
    ])
    expect(ofRequest[1]).toMatchObject({ level: 50, err: { message: 'broken on purpose' } })
  })

  test('the probes a load balancer sends every few seconds are not logged when they pass', async () => {
    const before = lines.length
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200)
    expect(lines.slice(before)).toEqual([])
  })
})
