import { afterEach, describe, expect, test } from 'vitest'
import { OPERATOR_TOKEN, callOperator } from '../../test/operator'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'

let t: TestApp | undefined
afterEach(async () => t?.close())

describe('the operator calls', () => {
  test('refuse a request without the operator token or with a wrong one', async () => {
    t = await createTestApp({ OPERATOR_TOKEN })
    for (const token of [null, 'x'.repeat(OPERATOR_TOKEN.length), `${OPERATOR_TOKEN}x`, '']) {
      const answer = await callOperator(t.app, 'GET', 'clock', {}, token)
      expect(answer.status).toBe(401)
      expect(answer.body.error?.message).toBe('Operator token required.')
    }
  })

  test('do not exist when the store has no operator token', async () => {
    t = await createTestApp()
    expect((await callOperator(t.app, 'GET', 'clock')).status).toBe(404)
  })

  test('move the clock forward only when the store runs with CLOCK_SHIFT=on', async () => {
    t = await createTestApp({ OPERATOR_TOKEN })
    expect((await callOperator(t.app, 'POST', 'clock', { minutes: 60 })).status).toBe(400)
    expect(t.app.clock.offsetMs()).toBe(0)
    await t.close()

    t = await createTestApp({ OPERATOR_TOKEN, CLOCK_SHIFT: 'on' })
    const before = t.app.clock.now().getTime()
    const moved = await callOperator(t.app, 'POST', 'clock', { minutes: 24 * 60 })
    expect(moved.body.data?.offset_minutes).toBe(24 * 60)
    expect(t.app.clock.now().getTime() - before).toBeGreaterThanOrEqual(24 * 60 * 60_000)
  })

  test('refuse a clock move that is not a whole number of minutes from 1 to a year', async () => {
    t = await createTestApp({ OPERATOR_TOKEN, CLOCK_SHIFT: 'on' })
    const payloads = [
      {},
      { minutes: 0 },
      { minutes: -5 },
      { minutes: 1.5 },
      { minutes: 'soon' },
      { minutes: 1e9 },
    ]
    for (const payload of payloads) {
      const answer = await callOperator(t.app, 'POST', 'clock', payload)
      expect(answer.status, JSON.stringify(payload)).toBe(400)
      expect(answer.body.error?.message).toMatch(/minutes/)
    }
    expect(t.app.clock.offsetMs()).toBe(0)
  })

  test('run a named job at once and refuse an unknown one', async () => {
    t = await createTestApp({ OPERATOR_TOKEN })
    const run = await callOperator(t.app, 'POST', 'jobs/run', { name: 'expire-orders' })
    expect(run.status).toBe(200)
    expect(run.body.data).toEqual({ name: 'expire-orders', count: 0 })
    const unknown = await callOperator(t.app, 'POST', 'jobs/run', { name: 'drop-tables' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.error?.message).toContain('expire-orders')
  })
})
