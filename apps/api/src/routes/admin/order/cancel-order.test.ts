import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { signUpMember } from '../../../test/members'
import { startMailServer } from '../../../test/mail-server'
import type { MailServer } from '../../../test/mail-server'
import { queryRows } from '../../../test/sql'
import { createTestStaff } from '../../../test/staff'
import type { TestStaff } from '../../../test/staff'
import { sizedProducts } from '../../cart/cart-fixtures'
import type { SizedProduct } from '../../cart/cart-fixtures'
import { HUB_ID, heldAt } from '../../checkout/checkout-fixtures'
import { act, auditActions, outcomes, paidCourierOrder, paidPickup } from './order-page-fixtures'

let t: TestApp
let mail: MailServer
let item: SizedProduct
let staff: TestStaff
beforeAll(async () => {
  mail = await startMailServer()
  t = await createTestApp({ SMTP_URL: mail.url, CLOCK_SHIFT: 'on' })
  const [first] = await sizedProducts(t.db, 1)
  if (!first) throw new Error('no product')
  item = first
  staff = await createTestStaff(t.app, 'STAFF')
})
afterAll(async () => {
  await t.close()
  await mail.close()
})

const REASON = 'The last unit was found damaged when packing.'

async function one<T>(query: ReturnType<typeof sql>) {
  const [row] = await queryRows<T>(t.db, query)
  return row
}

/** The order holds a promo use, as a checkout with a code leaves it. */
async function usePromo(orderId: number) {
  const promo = await one<{ id: number; used_count: number }>(
    sql`update promo_codes set used_count = used_count + 1
        where id = (select min(id) from promo_codes) returning id, used_count`,
  )
  await t.db.execute(
    sql`insert into promo_code_uses (promo_code_id, order_id) values (${promo?.id}, ${orderId})`,
  )
  return promo as { id: number; used_count: number }
}

describe('cancelling a paid order', () => {
  test('gives the stock back, releases the promo use, records the refund owed, audits and tells the buyer', async () => {
    const member = await signUpMember(t.app)
    const order = await paidCourierOrder(t, item, member)
    const promo = await usePromo(order.id)
    const held = await heldAt(t.db, item, HUB_ID)
    const lines = await one<{ qty: number }>(
      sql`select sum(qty)::int as qty from order_lines where order_id = ${order.id}`,
    )
    const cancelled = await act(t, staff, 'cancel', { ref: order.trx_ref, reason: REASON })
    expect(cancelled.status).toBe(200)
    const detail = cancelled.body.data?.order
    expect(detail).toMatchObject({ status: 'CANCELLED', cancel_reason: REASON })
    expect(detail?.refunds).toEqual([
      expect.objectContaining({ amount: detail?.totals.grand_total, reason: REASON }),
    ])
    expect(detail?.refunds[0]?.settled_at).toBeNull()
    expect(await heldAt(t.db, item, HUB_ID)).toBe(held + Number(lines?.qty))
    const uses = await one<{ n: number }>(
      sql`select count(*)::int as n from promo_code_uses where order_id = ${order.id}`,
    )
    expect(uses?.n).toBe(0)
    const after = await one<{ used_count: number }>(
      sql`select used_count from promo_codes where id = ${promo.id}`,
    )
    expect(after?.used_count).toBe(promo.used_count - 1)
    expect(await auditActions(t, order.trx_ref)).toEqual(['order.cancel'])
    const mails = await mail.mailsTo(member.email, 4)
    const cancelMail = mails.find((sent) => sent.subject.endsWith('has been cancelled'))
    expect(cancelMail?.subject).toBe(`Your KAINARA order ${order.trx_ref} has been cancelled`)
    expect(cancelMail?.text).toContain('we have had to cancel order')
    expect(cancelMail?.text).not.toContain(REASON)
    const inbox = await one<{ title: string }>(
      sql`select n.title from notifications n join users u on u.id = n.user_id
          where u.email = ${member.email} and n.title = 'Order cancelled'`,
    )
    expect(inbox?.title).toBe('Order cancelled')
  })

  test('drops the cached answers of the stock it gives back and keeps every other', async () => {
    const order = await paidCourierOrder(t, item, await signUpMember(t.app))
    const answer = async (url: string) => (await t.app.inject({ method: 'GET', url })).body
    const categories = await answer('/api/categories')
    const product = await answer(`/api/product?id=${item.productId}`)
    const category = await one<{ id: number; name: string }>(
      sql`select id, name from categories order by id limit 1`,
    )
    const named = await one<{ name: string }>(
      sql`select product_name as name from products where id = ${item.productId}`,
    )
    // Changes that bypass the write path show only where the cancel dropped the cached answer.
    await t.db.execute(sql`update categories set name = 'Renamed' where id = ${category?.id}`)
    await t.db.execute(
      sql`update products set product_name = 'Renamed Shirt' where id = ${item.productId}`,
    )
    try {
      const cancelled = await act(t, staff, 'cancel', { ref: order.trx_ref, reason: REASON })
      expect(cancelled.status).toBe(200)
      expect(await answer('/api/categories')).toBe(categories)
      expect(await answer(`/api/product?id=${item.productId}`)).not.toBe(product)
    } finally {
      await t.db.execute(
        sql`update categories set name = ${category?.name} where id = ${category?.id}`,
      )
      await t.db.execute(
        sql`update products set product_name = ${named?.name} where id = ${item.productId}`,
      )
      t.app.catalogueCache.invalidate()
    }
  })

  test('two staff cancelling at once: one cancel, one refund, the stock back once', async () => {
    const order = await paidCourierOrder(t, item, await signUpMember(t.app))
    const held = await heldAt(t.db, item, HUB_ID)
    const other = await createTestStaff(t.app, 'OWNER')
    const answers = await Promise.all([
      act(t, staff, 'cancel', { ref: order.trx_ref, reason: REASON }),
      act(t, other, 'cancel', { ref: order.trx_ref, reason: 'Duplicate order by the buyer.' }),
    ])
    expect(outcomes(answers)).toEqual([200, 409])
    const lost = answers.find((answer) => answer.status === 409)
    expect(lost?.body.error?.message).toMatch(/has already been cancelled\.$/)
    expect(await heldAt(t.db, item, HUB_ID)).toBe(held + 1)
    const refunds = await one<{ n: number }>(
      sql`select count(*)::int as n from order_refunds where order_id = ${order.id}`,
    )
    expect(refunds?.n).toBe(1)
    expect(await auditActions(t, order.trx_ref)).toEqual(['order.cancel'])
  })

  test('a processed courier order is cancelled with its waybill cancelled by the courier', async () => {
    const order = await paidCourierOrder(t, item, await signUpMember(t.app))
    const booked = await act(t, staff, 'book-waybill', { ref: order.trx_ref })
    const noResi = booked.body.data?.order.shipping.no_resi ?? ''
    const held = await heldAt(t.db, item, HUB_ID)
    const cancelled = await act(t, staff, 'cancel', { ref: order.trx_ref, reason: REASON })
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.data?.order.status).toBe('CANCELLED')
    expect(await heldAt(t.db, item, HUB_ID)).toBe(held + 1)
    const tracked = await t.app.courier.trackWaybill(noResi, t.app.clock.now()).catch(() => null)
    expect(tracked).toBeNull()
    expect(await auditActions(t, order.trx_ref)).toEqual(['order.book-waybill', 'order.cancel'])
  })

  test('is refused once the courier has picked the parcel up, with nothing changed', async () => {
    const order = await paidCourierOrder(t, item, await signUpMember(t.app))
    const booked = await act(t, staff, 'book-waybill', { ref: order.trx_ref })
    const noResi = booked.body.data?.order.shipping.no_resi ?? ''
    t.app.clock.advance(2 * 3600_000)
    const held = await heldAt(t.db, item, HUB_ID)
    const refused = await act(t, staff, 'cancel', { ref: order.trx_ref, reason: REASON })
    expect(refused.status).toBe(409)
    expect(refused.body.error?.message).toBe(
      `The courier has already picked up the parcel of order ${order.trx_ref} (waybill ${noResi}); it can no longer be cancelled. Nothing was changed.`,
    )
    expect(await heldAt(t.db, item, HUB_ID)).toBe(held)
    const refunds = await one<{ n: number }>(
      sql`select count(*)::int as n from order_refunds where order_id = ${order.id}`,
    )
    expect(refunds?.n).toBe(0)
    expect(await auditActions(t, order.trx_ref)).toEqual(['order.book-waybill'])
  })

  test('is refused once the courier has it on its way, by the order page’s own rule', async () => {
    const order = await paidCourierOrder(t, item, await signUpMember(t.app))
    await act(t, staff, 'book-waybill', { ref: order.trx_ref })
    await t.db.execute(sql`update orders set status = 'SHIPPED' where id = ${order.id}`)
    const refused = await act(t, staff, 'cancel', { ref: order.trx_ref, reason: REASON })
    expect(refused.status).toBe(409)
    expect(refused.body.error?.message).toBe(
      `Order ${order.trx_ref} has left with the courier (Shipped); it can no longer be cancelled.`,
    )
  })

  test('needs a reason', async () => {
    const order = await paidCourierOrder(t, item, await signUpMember(t.app))
    const refused = await act(t, staff, 'cancel', { ref: order.trx_ref, reason: ' ' })
    expect(refused.status).toBe(400)
    expect(refused.body.error?.message).toBe(
      'Say why the order is cancelled, in a few words (5 characters or more).',
    )
  })

  test('a ready pick-up is cancelled until it is handed over, and refused after', async () => {
    const pickup = await paidPickup(t, item, 'ready-cancel@example.co.id', true)
    expect(pickup.status).toBe('READY_FOR_PICKUP')
    const cancelled = await act(t, staff, 'cancel', { ref: pickup.trx_ref, reason: REASON })
    expect(cancelled.body.data?.order.status).toBe('CANCELLED')
    const collected = await paidPickup(t, item, 'collected@example.co.id', true)
    await act(t, staff, 'hand-over', { ref: collected.trx_ref })
    const refused = await act(t, staff, 'cancel', { ref: collected.trx_ref, reason: REASON })
    expect(refused.status).toBe(409)
    expect(refused.body.error?.message).toBe(
      `Order ${collected.trx_ref} has been handed over to its buyer; it can no longer be cancelled.`,
    )
    expect(await auditActions(t, collected.trx_ref)).toEqual(['order.hand-over'])
  })

  test('a cancel and a hand-over at once leave exactly one outcome', async () => {
    const pickup = await paidPickup(t, item, 'race-ready@example.co.id', true)
    const answers = await Promise.all([
      act(t, staff, 'cancel', { ref: pickup.trx_ref, reason: REASON }),
      act(t, staff, 'hand-over', { ref: pickup.trx_ref }),
    ])
    expect(outcomes(answers)).toEqual([200, 409])
    const state = await one<{ status: string; refunds: number }>(
      sql`select status, (select count(*)::int from order_refunds where order_id = o.id) as refunds
          from orders o where id = ${pickup.id}`,
    )
    expect([
      { status: 'COMPLETED', refunds: 0 },
      { status: 'CANCELLED', refunds: 1 },
    ]).toContainEqual(state)
  })
})
