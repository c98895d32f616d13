import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { BulkProductOutcome } from '@store/contract/admin/product-bulk'
import type { AdminProduct } from '@store/contract/admin/products'
import { writeWibMinute } from '../../../lib/discount-window'
import { queryRows } from '../../../test/sql'
import { callAdmin, createTestStaff } from '../../../test/staff'
import type { TestStaff } from '../../../test/staff'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { createProduct, createShopProduct } from './product-fixtures'

const HOUR = 60 * 60_000
let t: TestApp
let staff: TestStaff
beforeAll(async () => {
  t = await createTestApp({ CLOCK_SHIFT: 'on' })
  staff = await createTestStaff(t.app, 'STAFF')
})
afterAll(async () => t.close())

type Answer = { message: string; results: BulkProductOutcome[]; error?: { message: string } }
const bulk = (ids: unknown, move: unknown, who: TestStaff = staff) =>
  callAdmin<Answer>(t.app, 'POST', 'products/bulk', { ids, move }, who)
const drafts = async (count: number) =>
  Promise.all(Array.from({ length: count }, () => createProduct(t, staff)))
const read = async (id: number) =>
  (await callAdmin<{ product: AdminProduct }>(t.app, 'GET', 'products/one', { id }, staff)).body
    .product
const auditLines = async (ids: number[]) =>
  queryRows<{ action: string; entity_id: string }>(
    t.db,
    sql`select action, entity_id from audit_log where entity = 'product'
      and entity_id in ${sql.raw(`(${ids.map((id) => `'${id}'`).join(',')})`)}
      and action <> 'product.create' order by id`,
  )
const onTheShop = async (id: number) =>
  (await t.app.inject({ url: `/api/product?id=${id}` })).statusCode === 200

describe('publishing many products at once', () => {
  test('publishes each draft with its own audit line, answers per product, and the shop shows them', async () => {
    const ids = (await drafts(3)).map((product) => product.id)
    const answer = await bulk(ids, { action: 'publish' })
    expect(answer.status).toBe(200)
    expect(answer.body.results).toEqual(
      ids.map((id) => ({ id, outcome: 'moved', status: 'PUBLISHED' })),
    )
    expect(answer.body.message).toBe('3 changed, 0 already so, 0 refused.')
    for (const id of ids) expect(await onTheShop(id)).toBe(true)
    expect((await auditLines(ids)).map((line) => line.action)).toEqual([
      'product.publish',
      'product.publish',
      'product.publish',
    ])
  })

  test('a repeated batch changes nothing and says each product was already there', async () => {
    const [first, second] = await drafts(2)
    if (!first || !second) throw new Error('no drafts')
    await bulk([first.id], { action: 'publish' })
    const again = await bulk([first.id, second.id], { action: 'publish' })
    expect(again.body.results).toEqual([
      { id: first.id, outcome: 'already', status: 'PUBLISHED' },
      { id: second.id, outcome: 'moved', status: 'PUBLISHED' },
    ])
    expect(await auditLines([first.id])).toHaveLength(1)
  })

  test('two staff publishing the same batch at once publish each product once', async () => {
    const ids = (await drafts(3)).map((product) => product.id)
    const owner = await createTestStaff(t.app, 'OWNER')
    const answers = await Promise.all([
      bulk(ids, { action: 'publish' }),
      bulk([...ids].reverse(), { action: 'publish' }, owner),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    const moved = answers.flatMap((answer) =>
      answer.body.results.filter((result) => result.outcome === 'moved'),
    )
    expect(moved.map((result) => result.id).sort()).toEqual([...ids].sort())
    expect(await auditLines(ids)).toHaveLength(3)
  })
})

describe('the other moves', () => {
  test('archives, then restores only what was archived, and names a product that does not exist', async () => {
    const [draft] = await drafts(1)
    const shown = await createShopProduct(t, staff)
    if (!draft) throw new Error('no draft')
    expect((await bulk([shown.id], { action: 'archive' })).body.results).toEqual([
      { id: shown.id, outcome: 'moved', status: 'ARCHIVED' },
    ])
    expect(await onTheShop(shown.id)).toBe(false)
    const restored = await bulk([shown.id, draft.id, 2_000_000_000], { action: 'restore' })
    expect(restored.body.results).toEqual([
      { id: shown.id, outcome: 'moved', status: 'PUBLISHED' },
      { id: draft.id, outcome: 'refused', reason: 'not_archived' },
      { id: 2_000_000_000, outcome: 'refused', reason: 'not_found' },
    ])
    expect(await onTheShop(shown.id)).toBe(true)
    expect((await auditLines([shown.id])).map((line) => line.action)).toEqual([
      'product.publish',
      'product.archive',
      'product.restore',
    ])
  })

  test('unpublishes and schedules a drop in WIB, refusing a time already past', async () => {
    const shown = await createShopProduct(t, staff)
    const [draft] = await drafts(1)
    if (!draft) throw new Error('no draft')
    const at = writeWibMinute(new Date(t.app.clock.now().getTime() + 3 * HOUR))
    const past = writeWibMinute(new Date(t.app.clock.now().getTime() - HOUR))
    const refused = await bulk([draft.id], { action: 'schedule', publish_at: past })
    expect(refused.status).toBe(400)
    expect(refused.body.error?.message).toBe('The publish time must be later than now.')
    const scheduled = await bulk([draft.id], { action: 'schedule', publish_at: at })
    expect(scheduled.body.results).toEqual([{ id: draft.id, outcome: 'moved', status: 'DRAFT' }])
    expect((await read(draft.id)).publish_at).toBe(at)
    const unpublished = await bulk([shown.id], { action: 'unpublish' })
    expect(unpublished.body.results).toEqual([{ id: shown.id, outcome: 'moved', status: 'DRAFT' }])
    expect(await onTheShop(shown.id)).toBe(false)
  })
})

describe('a flash sale on many products', () => {
  test('sets the discount and its window on each, refusing one whose net price is below the amount', async () => {
    const cheap = await createShopProduct(t, staff, { net_price: 50_000, retail_price: 60_000 })
    const dear = await createShopProduct(t, staff, { net_price: 300_000, retail_price: 300_000 })
    const starts = writeWibMinute(new Date(t.app.clock.now().getTime() - HOUR))
    const ends = writeWibMinute(new Date(t.app.clock.now().getTime() + 5 * HOUR))
    const sale = {
      action: 'discount',
      disc_percent: 0,
      disc_nominal: 100_000,
      disc_starts_at: starts,
      disc_ends_at: ends,
    }
    const answer = await bulk([cheap.id, dear.id], sale)
    expect(answer.body.results).toEqual([
      { id: cheap.id, outcome: 'refused', reason: 'discount_above_net' },
      { id: dear.id, outcome: 'moved', status: 'PUBLISHED' },
    ])
    expect(await read(dear.id)).toMatchObject({
      disc_nominal: 100_000,
      disc_starts_at: starts,
      disc_ends_at: ends,
      final_price: 200_000,
    })
    expect((await read(cheap.id)).final_price).toBe(50_000)
    expect((await bulk([dear.id], sale)).body.results[0]).toMatchObject({ outcome: 'already' })
    expect((await auditLines([dear.id])).map((line) => line.action)).toEqual([
      'product.publish',
      'product.discount',
    ])
  })

  test('checks the discount as a product form does', async () => {
    const [draft] = await drafts(1)
    if (!draft) throw new Error('no draft')
    const both = { action: 'discount', disc_percent: 10, disc_nominal: 5_000 }
    const answer = await bulk([draft.id], { ...both, disc_starts_at: '', disc_ends_at: '' })
    expect(answer.status).toBe(400)
    expect(answer.body.error?.message).toBe(
      'Give the discount as a percent or as an amount, not both.',
    )
    const backwards = await bulk([draft.id], {
      action: 'discount',
      disc_percent: 10,
      disc_nominal: 0,
      disc_starts_at: '2026-12-02T09:00',
      disc_ends_at: '2026-12-01T09:00',
    })
    expect(backwards.body.error?.message).toBe('The discount must end after it starts.')
  })
})

describe('who may and what is refused', () => {
  test('a showroom account is refused and nothing changes', async () => {
    const [draft] = await drafts(1)
    if (!draft) throw new Error('no draft')
    const showroom = await createTestStaff(t.app, 'SHOWROOM', [1])
    expect((await bulk([draft.id], { action: 'publish' }, showroom)).status).toBe(403)
    expect((await read(draft.id)).status).toBe('DRAFT')
  })

  test.each([
    [
      'no products',
      [],
      { action: 'publish' },
      'Select the products to change: between 1 and 100 of them.',
    ],
    [
      '101 products',
      Array.from({ length: 101 }, (_, i) => i + 1),
      { action: 'publish' },
      'Select the products to change: between 1 and 100 of them.',
    ],
    ['a product twice', [1, 1], { action: 'publish' }, 'Each product can be selected once.'],
    [
      'an id that is text',
      ['1; drop table products'],
      { action: 'publish' },
      'A selected product id must be a whole number.',
    ],
    ['an unknown move', [1], { action: 'delete' }, 'Choose what to do with the selected products.'],
    [
      'a schedule without a time',
      [1],
      { action: 'schedule' },
      'Enter the publish time in WIB, such as 2026-12-01 09:00.',
    ],
  ])('%s is a 400 with a readable message', async (_name, ids, move, message) => {
    const answer = await bulk(ids, move)
    expect(answer.status).toBe(400)
    expect(answer.body.error?.message).toBe(message)
  })
})
