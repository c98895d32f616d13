import { afterAll, beforeAll, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import { createMember } from '../test/members'
import { createTestApp } from '../test/test-app'
import type { TestApp } from '../test/test-app'
import { cartCalls, newDevice, sizedProducts } from '../routes/cart/cart-fixtures'
import type { SizedProduct } from '../routes/cart/cart-fixtures'
import { findCartId, openCart } from '../routes/cart/cart.repository'
import { pruneGuestCarts } from './prune-carts'

let t: TestApp
let item: SizedProduct
beforeAll(async () => {
  t = await createTestApp()
  const [first] = await sizedProducts(t.db, 1)
  if (!first) throw new Error('no product')
  item = first
})
afterAll(async () => t.close())

const DAY = 24 * 60 * 60 * 1000
const inDays = (days: number) => new Date(Date.now() + days * DAY)

test('guest carts unused for the retention period are pruned; recent ones and members stay', async () => {
  const calls = cartCalls(t.app)
  const old = newDevice()
  const recent = newDevice()
  await calls.add(old, item, 1)
  await calls.add(recent, item, 1)
  await t.db.execute(
    sql`update carts set updated_at = now() - interval '20 days' where device_id = ${old}`,
  )
  const { id: userId } = await createMember(t.app, t.db)
  const member = await openCart(t.db, { kind: 'member', userId })
  await t.db.execute(
    sql`update carts set updated_at = now() - interval '400 days' where id = ${member}`,
  )

  expect(await pruneGuestCarts(t.db, { now: inDays(0), retentionDays: 30 })).toBe(0)
  expect(
    await pruneGuestCarts(t.db, { now: inDays(11), retentionDays: 30 }),
  ).toBeGreaterThanOrEqual(1)
  expect((await calls.get(old)).cart_items).toEqual([])
  expect((await calls.get(recent)).cart_items).toHaveLength(1)
  expect(await findCartId(t.db, { kind: 'member', userId })).toBe(member)
})

test.runIf(process.env.TEST_DATABASE_URL)(
  'while one server prunes, another skips instead of pruning twice',
  async () => {
    const pool = t.db
    await pool.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(727102)`)
      expect(await pruneGuestCarts(pool, { now: inDays(0), retentionDays: 30 })).toBeNull()
    })
    expect(await pruneGuestCarts(pool, { now: inDays(0), retentionDays: 30 })).toBe(0)
  },
)
