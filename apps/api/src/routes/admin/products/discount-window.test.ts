import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { queryRows } from '../../../test/sql'
import { createTestStaff } from '../../../test/staff'
import type { TestStaff } from '../../../test/staff'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { writeWibMinute } from '../../../lib/discount-window'
import { createShopProduct, saveProduct, updateOf } from './product-fixtures'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
let t: TestApp
let owner: TestStaff
beforeAll(async () => {
  t = await createTestApp({ CLOCK_SHIFT: 'on' })
  owner = await createTestStaff(t.app, 'OWNER')
})
afterAll(async () => t.close())

/** A WIB time `ms` from the store's now, as the form writes it (whole minutes). */
const wibIn = (ms: number) => writeWibMinute(new Date(t.app.clock.now().getTime() + ms))

const shopPrice = async (id: number) => {
  const response = await t.app.inject({ url: `/api/product?id=${id}` })
  const { product } = response.json<{
    product: { net_price: number; direct_discount: { direct_disc_percent: number } | null }
  }>()
  return product
}

const live = async (id: number) => {
  const [row] = await queryRows<{
    disc_percent: number
    disc_nominal: number
    final_price: number
  }>(t.db, sql`select disc_percent, disc_nominal, final_price from products where id = ${id}`)
  return row
}

test('a discount whose window is open is live at save; one whose window ended is not', async () => {
  const open = await createShopProduct(t, owner, { disc_percent: 20, disc_ends_at: wibIn(HOUR) })
  expect(open.final_price).toBe(160_000)
  expect((await shopPrice(open.id)).direct_discount?.direct_disc_percent).toBe(20)

  const saved = await saveProduct(
    t,
    owner,
    updateOf(open, { disc_starts_at: wibIn(-2 * HOUR), disc_ends_at: wibIn(-HOUR) }),
  )
  expect(saved.status).toBe(200)
  expect(saved.body.product.final_price).toBe(200_000)
  expect(saved.body.product.disc_percent).toBe(20)
  expect((await shopPrice(open.id)).direct_discount).toBeNull()
})

test('the apply-discounts job starts a planned discount at its start and ends it at its end, at the store clock', async () => {
  const product = await createShopProduct(t, owner, {
    disc_nominal: 50_000,
    disc_starts_at: wibIn(HOUR),
    disc_ends_at: wibIn(3 * HOUR),
  })
  expect(await live(product.id)).toEqual({ disc_percent: 0, disc_nominal: 0, final_price: 200_000 })
  expect(await t.app.jobs.run('apply-discounts')).toBe(0)

  t.app.clock.advance(HOUR + MINUTE)
  expect(await t.app.jobs.run('apply-discounts')).toBe(1)
  expect(await live(product.id)).toEqual({
    disc_percent: 0,
    disc_nominal: 50_000,
    final_price: 150_000,
  })
  expect((await shopPrice(product.id)).direct_discount).not.toBeNull()

  t.app.clock.advance(2 * HOUR)
  expect(await t.app.jobs.run('apply-discounts')).toBe(1)
  expect(await live(product.id)).toEqual({ disc_percent: 0, disc_nominal: 0, final_price: 200_000 })
  expect((await shopPrice(product.id)).direct_discount).toBeNull()

  const audit = await queryRows<{ actor: string }>(
    t.db,
    sql`select actor from audit_log where action = 'product.discount-window' and entity_id = ${String(product.id)}`,
  )
  expect(audit).toEqual([{ actor: 'job' }, { actor: 'job' }])
})
