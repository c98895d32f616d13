import { afterAll, beforeAll, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import type { PromoBundle } from '@store/contract/promos'
import { getJson } from '../../test/inject'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { cartCalls, newDevice, setStock, sizedProducts } from './cart-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())

test('GET promos answers the running bundles: a group, a sub-category and a product one', async () => {
  const { status, body } = await getJson<{ product_promos: PromoBundle[] }>(t.app, 'promos')
  expect(status).toBe(200)
  const types = new Set(
    body.product_promos.flatMap((bundle) =>
      bundle.promo_bundling_products.map((rule) => rule.bundling_type),
    ),
  )
  expect([...types].sort()).toEqual(['GROUP', 'PRODUCT', 'SUB_GROUP'])
})

test('a bundle that has ended is not offered', async () => {
  await t.db.execute(
    sql`update promo_bundles set ends_at = now() - interval '1 day' where id = (select min(id) from promo_bundles)`,
  )
  const { body } = await getJson<{ product_promos: PromoBundle[] }>(t.app, 'promos')
  expect(body.product_promos).toHaveLength(2)
  await t.db.execute(sql`update promo_bundles set ends_at = null`)
})

test('three batik pieces in the cart earn the batik bundle, and two are told what is missing', async () => {
  const batik = await sizedProducts(t.db, 3, sql`p.category_sub_id in (603, 706)`)
  for (const item of batik) await setStock(t.db, item.productSizeId, 10)
  const calls = cartCalls(t.app)
  const device = newDevice()
  const [first, second, third] = batik
  if (!first || !second || !third) throw new Error('not enough batik')
  await calls.add(device, first, 1)
  await calls.add(device, second, 1)
  const short = await calls.get(device)
  expect(short.summary.bundle_discount).toBe(0)
  expect(short.summary.bundle_hints).toEqual([
    expect.objectContaining({ name: 'Any 3 Batik, 15% Off', missing_qty: 1 }),
  ])
  await calls.add(device, third, 1)
  const met = (await calls.get(device)).summary
  expect(met.applied_bundles).toEqual([
    expect.objectContaining({ name: 'Any 3 Batik, 15% Off', sets: 1 }),
  ])
  expect(met.bundle_discount).toBe(Math.round(met.items_total * 0.15))
  expect(met.total).toBe(met.items_total - met.bundle_discount)
})
