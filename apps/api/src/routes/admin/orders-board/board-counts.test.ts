import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { createTestStaff } from '../../../test/staff'
import type { TestStaff } from '../../../test/staff'
import { insertBoardOrder } from './board-fixtures'
import { boardOf, countsOf, dayAt, refsOf } from './board-test-helpers'

let t: TestApp
let staff: TestStaff
beforeAll(async () => {
  t = await createTestApp()
  staff = await createTestStaff(t.app, 'STAFF')
})
afterAll(async () => t.close())

const countOf = (answer: Awaited<ReturnType<typeof countsOf>>, group: string) =>
  answer.body.data.counts.find((row) => row.group === group)?.count

describe("the orders board's counts", () => {
  test('count the open groups always, and completed or closed orders only within a first day', async () => {
    const before = await countsOf(t, staff, {})
    const at = dayAt('2025-02-03')
    await insertBoardOrder(t.db, { createdAt: at })
    await insertBoardOrder(t.db, { createdAt: at, status: 'COMPLETED' })
    await insertBoardOrder(t.db, { createdAt: at, status: 'CANCELLED' })
    const open = await countsOf(t, staff, {})
    expect(open.status).toBe(200)
    expect(countOf(open, 'to_pack')).toBe((countOf(before, 'to_pack') ?? 0) + 1)
    expect(countOf(open, 'completed')).toBeNull()
    expect(countOf(open, 'closed')).toBeNull()
    expect(open.body.data.total).toBeNull()

    const day = await countsOf(t, staff, { from: '2025-02-03', to: '2025-02-03' })
    expect(countOf(day, 'to_pack')).toBe(1)
    expect(countOf(day, 'completed')).toBe(1)
    expect(countOf(day, 'closed')).toBe(1)
    expect(day.body.data.total).toBe(3)
  })

  test('count and filter the orders that need a person, and mark them on the board', async () => {
    const day = '2025-02-04'
    const at = dayAt(day)
    const flagged = await insertBoardOrder(t.db, {
      createdAt: at,
      status: 'COMPLETED',
      attention: 'The bank reversed this payment after the order was completed.',
      attentionAt: at,
    })
    await insertBoardOrder(t.db, { createdAt: at, status: 'COMPLETED' })
    const counts = await countsOf(t, staff, { from: day, to: day, attention: 'yes' })
    expect(counts.body.data.attention).toBe(1)
    expect(counts.body.data.total).toBe(2)
    const listed = await boardOf(t, staff, { from: day, to: day, attention: 'yes' })
    expect(refsOf(listed)).toEqual([flagged.trxRef])
    expect(listed.body.data.orders[0]?.attention).toBe(true)
    const all = await boardOf(t, staff, { from: day, to: day })
    expect(all.body.data.orders.filter((order) => !order.attention)).toHaveLength(1)
    const wrong = await boardOf(t, staff, { attention: 'maybe' })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toEqual({ error: { message: 'The attention filter can only be "yes".' } })
  })
})
