import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import type { AdminPromoCode } from '@store/contract/admin/promotions'
import { promoCodeTakenMessage, usageBelowUsedMessage } from '@store/contract/admin/promotions'
import { PROMOTION_MESSAGES } from '@store/contract/admin/promotion-fields'
import { CHECKOUT_MESSAGES } from '@store/contract/checkout-messages'
import { MESSAGES } from '@store/contract/messages'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { postJson } from '../../../test/inject'
import { queryRows } from '../../../test/sql'
import { callAdmin, createTestStaff } from '../../../test/staff'
import type { TestStaff } from '../../../test/staff'
import { cartCalls, newDevice, sizedProducts } from '../../cart/cart-fixtures'
import { HUB_ID, stockAt } from '../../checkout/checkout-fixtures'

let t: TestApp
let staff: TestStaff
beforeAll(async () => {
  t = await createTestApp()
  staff = await createTestStaff(t.app, 'STAFF')
})
afterAll(async () => t.close())

type Answer = { data: AdminPromoCode; error: { message: string } }
const VALID = {
  code: 'welcome15',
  category: 'PRODUCT',
  disc_percent: '15',
  disc_nominal: '',
  disc_max: '75000',
  min_purchase: '200000',
  starts_at: '2026-10-01 00:00',
  ends_at: '2026-12-31T23:59',
  usage_limit: '500',
  usage_limit_per_member: '1',
}
const versionOf = async (id: number | undefined) =>
  (await callAdmin<Answer>(t.app, 'GET', 'promo-codes/detail', { id: id ?? 0 }, staff)).body.data
    .version
const create = (fields: Record<string, unknown>) =>
  callAdmin<Answer>(t.app, 'POST', 'promo-codes', { ...VALID, ...fields }, staff)

test('a code is created in upper case with its amounts, WIB window and limits, and an audit line', async () => {
  const { status, body } = await create({})
  expect(status).toBe(200)
  expect(body.data).toMatchObject({
    code: 'WELCOME15',
    disc_percent: 15,
    disc_nominal: 0,
    disc_max: 75000,
    starts_at: '2026-10-01 00:00',
    ends_at: '2026-12-31 23:59',
    usage_limit_per_member: 1,
    used_count: 0,
    state: 'RUNNING',
  })
  const [stored] = await queryRows<{ starts_at: Date }>(
    t.db,
    sql`select starts_at from promo_codes where code = 'WELCOME15'`,
  )
  expect(new Date(stored?.starts_at ?? 0).toISOString()).toBe('2026-09-30T17:00:00.000Z')
  const [audit] = await queryRows<{ actor: string; action: string }>(
    t.db,
    sql`select actor, action from audit_log where entity = 'promo_code' and entity_id = ${String(body.data.id)}`,
  )
  expect(audit).toEqual({ actor: staff.email, action: 'promo_code.create' })
})

describe('each refusal says what to fix, and stores nothing', () => {
  test.each([
    [{ code: '' }, PROMOTION_MESSAGES.codeRequired],
    [{ code: 'AB' }, PROMOTION_MESSAGES.codeFormat],
    [{ code: 'TWO WORDS' }, PROMOTION_MESSAGES.codeFormat],
    [{ code: 'X'.repeat(31) }, PROMOTION_MESSAGES.codeFormat],
    [{ category: 'GIFT' }, PROMOTION_MESSAGES.category],
    [{ disc_percent: '101' }, 'The percent must be a whole number from 0 to 100.'],
    [{ disc_percent: '12.5' }, 'The percent must be a whole number from 0 to 100.'],
    [
      { disc_nominal: -5 },
      'The nominal amount must be a whole number of rupiah, from 0 to 1.000.000.000.',
    ],
    [{ disc_percent: 0, disc_nominal: 0 }, PROMOTION_MESSAGES.amountNeeded],
    [{ disc_max: '' }, PROMOTION_MESSAGES.capNeeded],
    [
      { min_purchase: '1e5' },
      'The minimum purchase must be a whole number of rupiah, from 0 to 1.000.000.000.',
    ],
    [{ starts_at: '31/12/2026' }, PROMOTION_MESSAGES.dateFormat],
    [{ ends_at: '2026-02-30 10:00' }, PROMOTION_MESSAGES.dateFormat],
    [{ ends_at: '2026-09-30 23:00' }, PROMOTION_MESSAGES.endAfterStart],
    [
      { usage_limit: 0 },
      'The usage limit must be a whole number of 1 or more, or left blank for no limit.',
    ],
    [{ usage_limit: '3', usage_limit_per_member: '4' }, PROMOTION_MESSAGES.perMemberOverTotal],
    [{ code: 'kainara10' }, promoCodeTakenMessage('KAINARA10')],
  ])('%j is refused', async (fields, message) => {
    const before = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from promo_codes`,
    )
    const { status, body } = await create({ code: 'NEWCODE1', ...fields })
    expect(status).toBe(400)
    expect(body.error.message).toBe(message)
    expect(await queryRows(t.db, sql`select count(*)::int as n from promo_codes`)).toEqual(before)
  })
})

test('the list finds codes by part of their code, by state, a page at a time', async () => {
  const found = await callAdmin<{ data: { items: AdminPromoCode[]; total: number } }>(
    t.app,
    'GET',
    'promo-codes',
    { q: 'lebaran', status: 'EXPIRED' },
    staff,
  )
  expect(found.body.data.items.map((item) => item.code)).toEqual(['LEBARAN2025'])
  const active = await callAdmin<{ data: { items: AdminPromoCode[] } }>(
    t.app,
    'GET',
    'promo-codes',
    { status: 'ACTIVE' },
    staff,
  )
  expect(active.body.data.items.map((item) => item.code)).not.toContain('LEBARAN2025')
  const far = await callAdmin<{ data: { items: AdminPromoCode[] } }>(
    t.app,
    'GET',
    'promo-codes',
    { page: 99 },
    staff,
  )
  expect(far.body.data.items).toEqual([])
})

test('a used code can be edited (orders keep their own discount), but not limited below its uses', async () => {
  await t.db.execute(sql`update promo_codes set used_count = 4 where code = 'FIRST5'`)
  const [row] = await queryRows<{ id: number }>(
    t.db,
    sql`select id from promo_codes where code = 'FIRST5'`,
  )
  const edit = async (fields: Record<string, unknown>) =>
    callAdmin<Answer>(
      t.app,
      'PUT',
      'promo-codes',
      {
        ...VALID,
        id: row?.id,
        version: await versionOf(row?.id),
        code: 'FIRST5',
        starts_at: '',
        ends_at: '',
        ...fields,
      },
      staff,
    )
  const refused = await edit({ usage_limit: 3, usage_limit_per_member: '' })
  expect(refused.body.error.message).toBe(usageBelowUsedMessage(4))
  const saved = await edit({ disc_percent: 25, usage_limit: 10, usage_limit_per_member: '' })
  expect(saved.status).toBe(200)
  expect(saved.body.data).toMatchObject({ disc_percent: 25, used_count: 4, usage_limit: 10 })
  const [audit] = await queryRows<{
    before: { disc_percent: number }
    after: { disc_percent: number }
  }>(
    t.db,
    sql`select before, after from audit_log where action = 'promo_code.update' and entity_id = ${String(row?.id)}`,
  )
  expect([audit?.before.disc_percent, audit?.after.disc_percent]).toEqual([20, 25])
})

test('of two staff editing one code, the later save is refused and changes nothing', async () => {
  const other = await createTestStaff(t.app, 'OWNER')
  const [row] = await queryRows<{ id: number }>(
    t.db,
    sql`select id from promo_codes where code = 'HEMAT50K'`,
  )
  const opened = await versionOf(row?.id)
  const save = (who: typeof staff, minPurchase: number) =>
    callAdmin<Answer>(
      t.app,
      'PUT',
      'promo-codes',
      {
        ...VALID,
        id: row?.id,
        version: opened,
        code: 'HEMAT50K',
        disc_percent: 0,
        disc_nominal: 50000,
        min_purchase: minPurchase,
        usage_limit: 100,
        usage_limit_per_member: '',
      },
      who,
    )
  expect((await save(staff, 600000)).status).toBe(200)
  const late = await save(other, 700000)
  expect(late.status).toBe(409)
  expect(late.body.error.message).toBe(PROMOTION_MESSAGES.changedMeanwhile)
  const [stored] = await queryRows<{ min_purchase: number }>(
    t.db,
    sql`select min_purchase from promo_codes where id = ${row?.id ?? 0}`,
  )
  expect(stored?.min_purchase).toBe(600000)
})

describe('the checkout refuses what the back office switched off or ended', () => {
  async function tryCode(code: string) {
    const [item] = await sizedProducts(t.db, 1)
    if (!item) throw new Error('no product')
    await stockAt(t.db, item, { [HUB_ID]: 10 })
    await t.db.execute(sql`update products set net_price = 1000000 where id = ${item.productId}`)
    const device = newDevice()
    await cartCalls(t.app).add(device, item, 1)
    return postJson<{ error: { message: string } }>(t.app, 'checkout-promo-code', {
      local_device_id: device,
      promo_code: code,
      showroom_id: HUB_ID,
    })
  }
  const idOf = async (code: string) =>
    (await queryRows<{ id: number }>(t.db, sql`select id from promo_codes where code = ${code}`))[0]
      ?.id

  test('a switched-off code is not valid, and works again once switched on', async () => {
    expect((await tryCode('HEMAT50K')).status).toBe(200)
    const id = await idOf('HEMAT50K')
    const off = await callAdmin<Answer>(
      t.app,
      'PUT',
      'promo-codes/active',
      { id, is_active: false },
      staff,
    )
    expect(off.body.data.state).toBe('OFF')
    expect((await tryCode('HEMAT50K')).body.error.message).toBe(MESSAGES.promoInvalid)
    await callAdmin(t.app, 'PUT', 'promo-codes/active', { id, is_active: true }, staff)
    expect((await tryCode('HEMAT50K')).status).toBe(200)
    const [audit] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_log where entity_id = ${String(id)} and action like 'promo_code.switch_%'`,
    )
    expect(audit?.n).toBe(2)
  })

  test('a code whose end was set in the past has expired', async () => {
    const id = await idOf('KAINARA10')
    const ended = await callAdmin<Answer>(
      t.app,
      'PUT',
      'promo-codes',
      {
        ...VALID,
        id,
        version: await versionOf(id),
        code: 'KAINARA10',
        starts_at: '2026-01-01 00:00',
        ends_at: '2026-10-31 23:59',
      },
      staff,
    )
    expect(ended.body.data.state).toBe('EXPIRED')
    expect((await tryCode('KAINARA10')).body.error.message).toBe(CHECKOUT_MESSAGES.promoExpired)
  })
})
