import { describe, expect, test } from 'vitest'
import type { OrderDetail } from '@store/contract/admin/order-detail'
import { mayPrint, offeredActions } from './offered-actions'

const order = (
  status: OrderDetail['status'],
  shipping_type: OrderDetail['shipping_type'],
  shipping: Partial<OrderDetail['shipping']> = {},
) =>
  ({
    trx_ref: 'AB12CD34-20261126',
    status,
    shipping_type,
    shipping: { no_resi: null, packed_at: null, ...shipping },
  }) as OrderDetail

const offered = (role: 'OWNER' | 'STAFF' | 'SHOWROOM', detail: OrderDetail) => [
  ...offeredActions({ role }, detail),
]

describe('the actions an order page offers', () => {
  test('a paid courier order offers packing, its waybill and a cancel to the catalogue team', () => {
    expect(offered('STAFF', order('PAID', 'ONLINE_DELIVERY'))).toEqual([
      'pack',
      'book-waybill',
      'set-waybill',
      'cancel',
    ])
  })

  test('a showroom account is offered the hand-over of a ready pick-up, and nothing else', () => {
    expect(offered('SHOWROOM', order('READY_FOR_PICKUP', 'PICKUP_ON_STORE'))).toEqual(['hand-over'])
    expect(offered('SHOWROOM', order('PAID', 'ONLINE_DELIVERY'))).toEqual([])
  })

  test('once packed and given its waybill, a processed courier order offers only a cancel until the courier has it', () => {
    const done = order('PROCESSED', 'ONLINE_DELIVERY', {
      no_resi: 'SCP1234567890',
      packed_at: '2026-11-26 10:00:00',
    })
    expect(offered('OWNER', done)).toEqual(['cancel'])
    expect(offered('OWNER', order('SHIPPED', 'ONLINE_DELIVERY'))).toEqual([])
  })

  test('the slip and label are printed by whoever may pack, for courier orders only', () => {
    expect(mayPrint({ role: 'STAFF' }, order('PAID', 'ONLINE_DELIVERY'))).toBe(true)
    expect(mayPrint({ role: 'SHOWROOM' }, order('PAID', 'ONLINE_DELIVERY'))).toBe(false)
    expect(mayPrint({ role: 'OWNER' }, order('PAID', 'PICKUP_ON_STORE'))).toBe(false)
  })
})
