import { describe, expect, test } from 'vitest'
import { MESSAGES } from './messages'
import { TRX_STATUSES, canMoveTrxStatus } from './order-status'
import { getOrderTracking, getOrders, orderNumber } from './orders'
import { orderLineUnitPrice } from './pricing'
import { createOrder, createOrderLine } from './test-factories'
import { accept, refusal } from './test-utils'

describe('orders', () => {
  test('a shipped order with lines, payment and tracking is answered under data.user_orders', () => {
    const body = { data: { user_orders: [createOrder()] } }
    expect(accept(getOrders.response, body)).toEqual(body)
  })

  test("a guest's pick-up order, unpaid, has nulls where the modal shows '-'", () => {
    const order = createOrder({
      shipping_type: 'PICKUP_ON_STORE',
      trx_status: 'WAITING_PAYMENT',
      user: null,
      no_resi: null,
      order_tracking: null,
      pickup_code: null,
      shipping_courier: null,
      shipping_service_name: null,
      shipping_cost: 0,
      address_recipient_name: null,
      address_street: null,
      payment_channel: null,
      payment_date: null,
    })
    expect(accept(getOrders.response, { data: { user_orders: [order] } })).toBeTruthy()
  })

  test('an unknown order status is refused', () => {
    const order = { ...createOrder(), trx_status: 'LOST' }
    expect(refusal(getOrders.response, { data: { user_orders: [order] } })).toBeDefined()
  })

  test("the order number shown is the reference's first 8 characters in upper case", () => {
    expect(orderNumber('a1b2c3d4-0000-4000')).toBe('A1B2C3D4')
  })

  test('a line subtotal is its unit price times its quantity', () => {
    const line = createOrderLine()
    expect(orderLineUnitPrice(line) * line.qty).toBe(line.subtotal)
  })

  test('tracking is asked for by order id', () => {
    expect(accept(getOrderTracking.payload, { id: '12' })).toEqual({ id: 12 })
    expect(refusal(getOrderTracking.payload, { id: 'x' })).toBe(MESSAGES.orderNotValid)
  })
})

describe('order statuses', () => {
  test('an unpaid order can be paid, cancelled or expire, and nothing else', () => {
    expect(canMoveTrxStatus('WAITING_PAYMENT', 'PAID')).toBe(true)
    expect(canMoveTrxStatus('WAITING_PAYMENT', 'EXPIRED')).toBe(true)
    expect(canMoveTrxStatus('WAITING_PAYMENT', 'SHIPPED')).toBe(false)
  })

  test('a completed, cancelled or expired order stays so', () => {
    for (const from of ['COMPLETED', 'CANCELLED', 'EXPIRED'] as const) {
      for (const to of TRX_STATUSES) expect(canMoveTrxStatus(from, to)).toBe(false)
    }
  })
})
