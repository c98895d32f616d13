import Fastify from 'fastify'
import { afterAll, expect, test } from 'vitest'
import { registerErrorHandling } from './errors'

const app = Fastify({ logger: false })
registerErrorHandling(app)
// As drizzle rejects a statement whose connection PostgreSQL ended (a restart, a failover).
app.get('/restarting', () => {
  const dropped = Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
  })
  throw new Error('Failed query: select 1', { cause: dropped })
})
app.get('/broken', () => {
  throw new TypeError('x is undefined')
})
afterAll(() => app.close())

test('a request that finds the database out of reach answers 503 with a message and when to try again', async () => {
  const answer = await app.inject({ method: 'GET', url: '/restarting' })
  expect(answer.statusCode).toBe(503)
  expect(answer.headers['retry-after']).toBe('2')
  expect(answer.json<{ error: { message: string } }>().error.message).toMatch(
    /try again in a few seconds/,
  )

  const fault = await app.inject({ method: 'GET', url: '/broken' })
  expect(fault.statusCode).toBe(500)
  expect(fault.json<{ error: { message: string } }>().error.message).toMatch(/our side/)
})
