import { describe, expect, test } from 'vitest'
import { createOrder } from '@store/contract/test-factories'
import { addressLines, canTrack, itemsTotal, shown } from './order-view'

describe('order view', () => {
  test("missing values show '-' and present ones as they are, zero included", () => {
    expect(shown(null)).toBe('-')
    expect(shown('  ')).toBe('-')
    expect(shown('REG')).toBe('REG')
    expect(shown(0)).toBe('0')
  })

  test('the address reads street first, then subdistrict, city and province', () => {
    const order = createOrder({
      address_street: 'Jl. Dago 12',
      address_subdistrict: 'Coblong',
      address_city: 'Kota Bandung',
      address_province: 'Jawa Barat',
    })
    expect(addressLines(order)).toEqual(['Jl. Dago 12', 'Coblong, Kota Bandung, Jawa Barat'])
    expect(addressLines(createOrder({ address_street: null, address_subdistrict: null }))).toEqual([
      `${createOrder().address_city}, ${createOrder().address_province}`,
    ])
  })

  test('only a courier order with a waybill can be tracked', () => {
    expect(canTrack(createOrder({ no_resi: '001234567890' }))).toBe(true)
    expect(canTrack(createOrder({ no_resi: null }))).toBe(false)
    expect(canTrack(createOrder({ shipping_type: 'PICKUP_ON_STORE', no_resi: '00123' }))).toBe(
      false,
    )
  })

  test('the items total adds what each line cost', () => {
    const order = createOrder()
    const sum = order.sales_trx_details.reduce((total, line) => total + line.subtotal, 0)
    expect(itemsTotal(order)).toBe(sum)
  })
})
