import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import { queryRows } from '../../../test/sql'
import type { OrderDetail } from '@store/contract/admin/order-detail'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { signUpMember } from '../../../test/members'
import { callAdmin, createTestStaff } from '../../../test/staff'
import { sizedProducts } from '../../cart/cart-fixtures'
import type { SizedProduct } from '../../cart/cart-fixtures'
import { HUB_ID } from '../../checkout/checkout-fixtures'
import { act, paidCourierOrder } from './order-page-fixtures'

let t: TestApp
let item: SizedProduct
beforeAll(async () => {
  t = await createTestApp()
  const [first] = await sizedProducts(t.db, 1)
  if (!first) throw new Error('no product')
  item = first
})
afterAll(async () => t.close())

type Detail = { data?: OrderDetail; error?: { message: string } }

describe('the order page', () => {
  test('shows a paid courier order whole: lines with photos, totals, payment, buyer and timeline', async () => {
    const member = await signUpMember(t.app)
    const order = await paidCourierOrder(t, item, member)
    const staff = await createTestStaff(t.app, 'STAFF')
    await act(t, staff, 'notes', { ref: order.trx_ref, body: 'Gift wrap, please.' })
    const { status, body } = await callAdmin<Detail>(
      t.app,
      'GET',
      'orders/detail',
      { ref: order.trx_ref },
      staff,
    )
    expect(status).toBe(200)
    const detail = body.data as OrderDetail
    expect(detail).toMatchObject({
      trx_ref: order.trx_ref,
      status: 'PAID',
      shipping_type: 'ONLINE_DELIVERY',
      showroom: { id: HUB_ID },
      buyer: { email: member.email, member: true, recipient_name: 'Sari', phone: '081234567890' },
      payment: { channel: 'Permata Virtual Account', faspay_trx_id: expect.any(String) as string },
      refunds: [],
    })
    expect(detail.buyer.address[0]).toBe('Jl. Dago 12')
    expect(detail.lines).toHaveLength(1)
    expect(detail.lines[0]).toMatchObject({
      product_id: item.productId,
      size_code: item.size,
      qty: 1,
    })
    expect(detail.lines[0]?.image_url).toMatch(/^\/|^https?:/)
    const { totals } = detail
    expect(totals.items_total + totals.shipping_cost - totals.promo_discount).toBe(
      totals.grand_total,
    )
    expect(totals.items_before_bundles - totals.bundle_savings).toBe(totals.items_total)
    const titles = detail.timeline.map((entry) => entry.title)
    expect(titles.slice(0, 2)).toEqual(['Order placed', 'Buyer told: order confirmation'])
    expect(titles).toContain('Paid')
    expect(titles).toContain('Added a note')
    expect(detail.notes.map((note) => [note.actor, note.body])).toEqual([
      [staff.email, 'Gift wrap, please.'],
    ])
  })

  test("prints the sending showroom's address and phone on the label and each line's product code", async () => {
    const order = await paidCourierOrder(t, item, await signUpMember(t.app))
    const staff = await createTestStaff(t.app, 'STAFF')
    const { body } = await callAdmin<Detail>(
      t.app,
      'GET',
      'orders/detail',
      { ref: order.trx_ref },
      staff,
    )
    const [hub] = await queryRows<{ address1: string; phone: string }>(
      t.db,
      sql`select address1, phone from showrooms where id = ${HUB_ID}`,
    )
    const [product] = await queryRows<{ product_code: string }>(
      t.db,
      sql`select product_code from products where id = ${item.productId}`,
    )
    const detail = body.data as OrderDetail
    expect(detail.shipping.sender_address[0]).toBe(hub?.address1)
    expect(detail.shipping.sender_phone).toBe(hub?.phone)
    expect(detail.lines[0]?.product_code).toBe(product?.product_code)
    expect(product?.product_code).toMatch(/\S/)
  })

  test('is refused to a showroom account of another showroom, and 404 for an unknown order', async () => {
    const member = await signUpMember(t.app)
    const order = await paidCourierOrder(t, item, member)
    const elsewhere = await createTestStaff(t.app, 'SHOWROOM', [5])
    const refused = await callAdmin<Detail>(
      t.app,
      'GET',
      'orders/detail',
      { ref: order.trx_ref },
      elsewhere,
    )
    expect(refused.status).toBe(403)
    expect(refused.body.error?.message).toMatch(/is not one of your showrooms\.$/)
    const own = await createTestStaff(t.app, 'SHOWROOM', [HUB_ID])
    expect(
      (await callAdmin(t.app, 'GET', 'orders/detail', { ref: order.trx_ref }, own)).status,
    ).toBe(200)
    const missing = await callAdmin<Detail>(
      t.app,
      'GET',
      'orders/detail',
      { ref: 'NO-SUCH-ORDER' },
      own,
    )
    expect(missing.status).toBe(404)
    expect(missing.body.error?.message).toBe('There is no order NO-SUCH-ORDER.')
  })
})
