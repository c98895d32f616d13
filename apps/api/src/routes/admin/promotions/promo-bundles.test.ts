import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import type { AdminPromoBundle, BundleTarget } from '@store/contract/admin/promo-bundles'
import { unknownTargetsMessage } from '@store/contract/admin/promo-bundles'
import { PROMOTION_MESSAGES } from '@store/contract/admin/promotion-fields'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { getJson } from '../../../test/inject'
import { queryRows } from '../../../test/sql'
import { callAdmin, createTestStaff } from '../../../test/staff'
import type { TestStaff } from '../../../test/staff'
import { cartCalls, newDevice, sizedProducts } from '../../cart/cart-fixtures'
import type { SizedProduct } from '../../cart/cart-fixtures'

let t: TestApp
let staff: TestStaff
let item: SizedProduct
beforeAll(async () => {
  t = await createTestApp()
  staff = await createTestStaff(t.app, 'OWNER')
  const [first] = await sizedProducts(t.db, 1)
  if (!first) throw new Error('no product')
  item = first
})
afterAll(async () => t.close())

type Answer = { data: AdminPromoBundle; error: { message: string } }
const valid = () => ({
  name: 'Pair of Two, 20% Off',
  description: 'Any two of this shirt, in any size, for 20% less.',
  bundling_item_count: '2',
  disc_percent: '20',
  disc_nominal: '',
  starts_at: '',
  ends_at: '',
  bundling_type: 'PRODUCT',
  target_ids: [item.productId],
})
const create = (fields: Record<string, unknown>) =>
  callAdmin<Answer>(t.app, 'POST', 'promo-bundles', { ...valid(), ...fields }, staff)

test('a bundle made here is priced by the cart at once, and switched off it is not', async () => {
  const seeded = await callAdmin<{ data: { items: AdminPromoBundle[] } }>(
    t.app,
    'GET',
    'promo-bundles',
    {},
    staff,
  )
  for (const bundle of seeded.body.data.items)
    await callAdmin(
      t.app,
      'PUT',
      'promo-bundles/active',
      { id: bundle.id, is_active: false },
      staff,
    )
  const device = newDevice()
  await cartCalls(t.app).add(device, item, 2)
  // The shop's answer is cached: reading it first proves the change drops it.
  expect((await cartCalls(t.app).get(device)).summary.applied_bundles).toEqual([])
  expect(
    (await getJson<{ product_promos: unknown[] }>(t.app, 'promos')).body.product_promos,
  ).toEqual([])

  const { status, body } = await create({})
  expect(status).toBe(200)
  expect(body.data.targets[0]?.id).toBe(item.productId)
  const summary = (await cartCalls(t.app).get(device)).summary
  expect(summary.applied_bundles).toEqual([
    {
      promo_bundle_id: body.data.id,
      name: 'Pair of Two, 20% Off',
      sets: 1,
      discount: Math.round(summary.items_total * 0.2),
    },
  ])
  const promos = await getJson<{ product_promos: { id: number }[] }>(t.app, 'promos')
  expect(promos.body.product_promos.map((bundle) => bundle.id)).toEqual([body.data.id])

  await callAdmin(
    t.app,
    'PUT',
    'promo-bundles/active',
    { id: body.data.id, is_active: false },
    staff,
  )
  expect((await cartCalls(t.app).get(device)).summary.applied_bundles).toEqual([])
  const audit = await queryRows<{ action: string }>(
    t.db,
    sql`select action from audit_log where entity = 'promo_bundle' and entity_id = ${String(body.data.id)} order by id`,
  )
  expect(audit.map((line) => line.action)).toEqual([
    'promo_bundle.create',
    'promo_bundle.switch_off',
  ])
})

test('an edit replaces what the bundle counts and keeps the before and after in the audit', async () => {
  const made = await create({ name: 'Kids trio' })
  const edit = () =>
    callAdmin<Answer>(
      t.app,
      'PUT',
      'promo-bundles',
      {
        ...valid(),
        id: made.body.data.id,
        version: made.body.data.version,
        name: 'Kids trio',
        bundling_type: 'GROUP',
        target_ids: [3],
        bundling_item_count: 3,
        disc_percent: 0,
        disc_nominal: '30000',
        ends_at: '2026-12-31 23:59',
      },
      staff,
    )
  const edited = await edit()
  expect(edited.status).toBe(200)
  expect(edited.body.data).toMatchObject({
    bundling_type: 'GROUP',
    targets: [{ id: 3, name: 'Kids' }],
    disc_nominal: 30000,
    ends_at: '2026-12-31 23:59',
  })
  const [audit] = await queryRows<{ before: AdminPromoBundle; after: AdminPromoBundle }>(
    t.db,
    sql`select before, after from audit_log where action = 'promo_bundle.update' and entity_id = ${String(made.body.data.id)}`,
  )
  expect([audit?.before.bundling_type, audit?.after.bundling_type]).toEqual(['PRODUCT', 'GROUP'])
  // The same save from the reading before it (a second staff member's tab) is a conflict.
  const late = await edit()
  expect(late.status).toBe(409)
  expect(late.body.error.message).toBe(PROMOTION_MESSAGES.changedMeanwhile)
})

describe('each refusal says what to fix, and stores nothing', () => {
  test.each([
    [{ name: ' ' }, PROMOTION_MESSAGES.nameRequired],
    [{ description: '' }, PROMOTION_MESSAGES.descriptionRequired],
    [{ bundling_item_count: 1 }, PROMOTION_MESSAGES.itemCount],
    [{ bundling_item_count: '21' }, PROMOTION_MESSAGES.itemCount],
    [{ disc_percent: 0, disc_nominal: 0 }, PROMOTION_MESSAGES.amountNeeded],
    [
      { starts_at: '2026-12-01 00:00', ends_at: '2026-11-01 00:00' },
      PROMOTION_MESSAGES.endAfterStart,
    ],
    [{ bundling_type: 'BRAND' }, PROMOTION_MESSAGES.kind],
    [{ target_ids: [] }, PROMOTION_MESSAGES.targetsNeeded],
    [{ target_ids: [999999] }, unknownTargetsMessage('PRODUCT', [999999])],
    [
      { bundling_type: 'SUB_GROUP', target_ids: [603, 4242] },
      unknownTargetsMessage('SUB_GROUP', [4242]),
    ],
    [{ bundling_type: 'GROUP', target_ids: [77] }, unknownTargetsMessage('GROUP', [77])],
  ])('%j is refused', async (fields, message) => {
    const count = sql`select count(*)::int as n from promo_bundles`
    const before = await queryRows(t.db, count)
    const { status, body } = await create(fields)
    expect(status).toBe(400)
    expect(body.error.message).toBe(message)
    expect(await queryRows(t.db, count)).toEqual(before)
  })
})

test('the target picker finds sub-categories by their category, and products by name or code', async () => {
  const subs = await callAdmin<{ data: { items: BundleTarget[] } }>(
    t.app,
    'GET',
    'promo-bundles/targets',
    { bundling_type: 'SUB_GROUP', q: 'batik' },
    staff,
  )
  expect(subs.body.data.items.map((sub) => sub.id)).toEqual(expect.arrayContaining([603, 706]))
  const [product] = await queryRows<{ product_code: string; id: number }>(
    t.db,
    sql`select product_code, id from products where id = ${item.productId}`,
  )
  const products = await callAdmin<{ data: { items: BundleTarget[] } }>(
    t.app,
    'GET',
    'promo-bundles/targets',
    { bundling_type: 'PRODUCT', q: product?.product_code ?? '' },
    staff,
  )
  expect(products.body.data.items.map((found) => found.id)).toContain(item.productId)
})
