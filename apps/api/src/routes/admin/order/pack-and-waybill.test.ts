import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { signUpMember } from '../../../test/members'
import { createTestStaff } from '../../../test/staff'
import type { TestStaff } from '../../../test/staff'
import { sizedProducts } from '../../cart/cart-fixtures'
import type { SizedProduct } from '../../cart/cart-fixtures'
import { simulatedWaybillNumber } from '../../../services/courier/simulator'
import { act, auditActions, outcomes, paidCourierOrder, paidPickup } from './order-page-fixtures'

let t: TestApp
let item: SizedProduct
let staff: TestStaff
beforeAll(async () => {
  t = await createTestApp({ CLOCK_SHIFT: 'on' })
  const [first] = await sizedProducts(t.db, 1)
  if (!first) throw new Error('no product')
  item = first
  staff = await createTestStaff(t.app, 'STAFF')
})
afterAll(async () => t.close())

const paidOrder = async () => paidCourierOrder(t, item, await signUpMember(t.app))

describe('marking a courier order packed', () => {
  test('sets packed once, keeps the status, and is audited', async () => {
    const { trx_ref: ref } = await paidOrder()
    const packed = await act(t, staff, 'pack', { ref })
    expect(packed.status).toBe(200)
    expect(packed.body.data?.message).toBe(`Order ${ref} is packed.`)
    expect(packed.body.data?.order).toMatchObject({ status: 'PAID' })
    expect(packed.body.data?.order.shipping.packed_at).toMatch(/^\d{4}-\d{2}-\d{2} /)
    const again = await act(t, staff, 'pack', { ref })
    expect(again.status).toBe(409)
    expect(again.body.error?.message).toBe(`Order ${ref} has already been packed.`)
    expect(await auditActions(t, ref)).toEqual(['order.pack'])
  })

  test('two staff packing at once: one wins, the other is told, one audit line', async () => {
    const { trx_ref: ref } = await paidOrder()
    const other = await createTestStaff(t.app, 'OWNER')
    const answers = await Promise.all([
      act(t, staff, 'pack', { ref }),
      act(t, other, 'pack', { ref }),
    ])
    expect(outcomes(answers)).toEqual([200, 409])
    const lost = answers.find((answer) => answer.status === 409)
    expect(lost?.body.error?.message).toMatch(/has already been packed\.$/)
    expect(await auditActions(t, ref)).toEqual(['order.pack'])
  })

  test('is refused for a pick-up, with the reason', async () => {
    const pickup = await paidPickup(t, item, 'pack-pickup@example.co.id', false)
    const refused = await act(t, staff, 'pack', { ref: pickup.trx_ref })
    expect(refused.status).toBe(409)
    expect(refused.body.error?.message).toBe(
      `Order ${pickup.trx_ref} is a store pick-up; the showroom prepares it.`,
    )
    expect(await auditActions(t, pickup.trx_ref)).toEqual([])
  })

  test('is refused to a showroom account', async () => {
    const { trx_ref: ref } = await paidOrder()
    const showroom = await createTestStaff(t.app, 'SHOWROOM', [1])
    expect((await act(t, showroom, 'pack', { ref })).status).toBe(403)
  })
})

describe('the waybill', () => {
  test('is booked with the courier once: PAID to PROCESSED, audited, refused a second time', async () => {
    const { trx_ref: ref } = await paidOrder()
    const booked = await act(t, staff, 'book-waybill', { ref })
    expect(booked.status).toBe(200)
    const noResi = simulatedWaybillNumber(ref)
    expect(booked.body.data?.message).toBe(`Order ${ref} ships with waybill ${noResi}.`)
    expect(booked.body.data?.order).toMatchObject({
      status: 'PROCESSED',
      shipping: { no_resi: noResi, booking_error: null },
    })
    expect(booked.body.data?.order.timeline.map((entry) => entry.title)).toContain(
      'Booked the waybill',
    )
    const again = await act(t, staff, 'book-waybill', { ref })
    expect(again.status).toBe(409)
    expect(again.body.error?.message).toBe(`Order ${ref} already has waybill ${noResi}.`)
    expect(await auditActions(t, ref)).toEqual(['order.book-waybill'])
  })

  test('booked by two staff at once is stored once', async () => {
    const { trx_ref: ref } = await paidOrder()
    const answers = await Promise.all([
      act(t, staff, 'book-waybill', { ref }),
      act(t, staff, 'book-waybill', { ref }),
    ])
    expect(outcomes(answers)).toEqual([200, 409])
    expect(await auditActions(t, ref)).toEqual(['order.book-waybill'])
  })

  test('entered by hand is checked, stored in capitals and moves the order on', async () => {
    const { trx_ref: ref } = await paidOrder()
    const bad = await act(t, staff, 'set-waybill', { ref, no_resi: 'abc' })
    expect(bad.status).toBe(400)
    expect(bad.body.error?.message).toBe(
      'The waybill number must be the one the courier gave: 8 to 20 letters and digits.',
    )
    const entered = await act(t, staff, 'set-waybill', { ref, no_resi: ' sc0012345678 ' })
    expect(entered.status).toBe(200)
    expect(entered.body.data?.order).toMatchObject({
      status: 'PROCESSED',
      shipping: { no_resi: 'SC0012345678' },
    })
    const packed = await act(t, staff, 'pack', { ref })
    expect(packed.status).toBe(200)
    expect(await auditActions(t, ref)).toEqual(['order.set-waybill', 'order.pack'])
  })
})
