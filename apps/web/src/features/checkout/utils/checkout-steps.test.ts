import { describe, expect, test } from 'vitest'
import type { CheckoutChoices } from './checkout-steps'
import { chooseAt, keepBefore, nextStep, redirectFor } from './checkout-steps'

const shipping = { service: 'REG', description: 'Regular', tariff: 18_000, etd: '2 - 3 hari' }
const saved = { kind: 'saved', user_address_id: 4, subdistrict_id: 327301 } as const
const courierDone: CheckoutChoices = {
  shippingType: 'ONLINE_DELIVERY',
  address: saved,
  hubId: 9,
  shipping,
}
const pickupDone: CheckoutChoices = { shippingType: 'PICKUP_ON_STORE', showroomId: 3 }

describe('which step a shopper may open', () => {
  test('a fresh checkout opens only on the shipping type', () => {
    expect(redirectFor('choose-shipping-type', {})).toBeNull()
    expect(redirectFor('order-summary', {})).toBe('choose-shipping-type')
    expect(redirectFor('choose-hub', {})).toBe('choose-shipping-type')
  })

  test('a courier shopper without an address is sent back to choose one', () => {
    const choices: CheckoutChoices = { shippingType: 'ONLINE_DELIVERY' }
    expect(redirectFor('choose-address', choices)).toBeNull()
    expect(redirectFor('choose-shipping-method', choices)).toBe('choose-address')
  })

  test('a courier shopper without a shipping method cannot reach the summary', () => {
    const choices = { ...courierDone, shipping: undefined }
    expect(redirectFor('choose-shipping-method', choices)).toBeNull()
    expect(redirectFor('order-summary', choices)).toBe('choose-shipping-method')
  })

  test('every step of a finished courier path may be opened again', () => {
    for (const step of ['choose-address', 'choose-hub', 'order-summary'] as const) {
      expect(redirectFor(step, courierDone)).toBeNull()
    }
  })

  test('a pick-up shopper is kept off the courier steps', () => {
    expect(redirectFor('choose-showroom', { shippingType: 'PICKUP_ON_STORE' })).toBeNull()
    expect(redirectFor('choose-address', pickupDone)).toBe('order-summary')
    expect(redirectFor('order-summary', pickupDone)).toBeNull()
    expect(redirectFor('order-summary', { shippingType: 'PICKUP_ON_STORE' })).toBe(
      'choose-showroom',
    )
  })

  test('a courier shopper is kept off the showroom step', () => {
    expect(redirectFor('choose-showroom', { shippingType: 'ONLINE_DELIVERY' })).toBe(
      'choose-address',
    )
  })
})

describe('moving through the steps', () => {
  test('the next step follows the shipping type', () => {
    expect(nextStep('choose-shipping-type', pickupDone)).toBe('choose-showroom')
    expect(nextStep('choose-shipping-type', courierDone)).toBe('choose-address')
    expect(nextStep('choose-hub', courierDone)).toBe('choose-shipping-method')
    expect(nextStep('choose-showroom', pickupDone)).toBe('order-summary')
  })

  test('choosing another hub drops the shipping method and the promo but keeps the address', () => {
    const before = { ...courierDone, promo: undefined, guestEmail: 'sari@example.co.id' }
    const after = chooseAt('choose-hub', before, { hubId: 10 })
    expect(after).toEqual({
      shippingType: 'ONLINE_DELIVERY',
      address: saved,
      hubId: 10,
      guestEmail: 'sari@example.co.id',
    })
  })

  test('choosing another showroom keeps who collects the pick-up', () => {
    const collector = { name: 'Dewi Lestari', phone: '081234567890' }
    const after = chooseAt('choose-showroom', { ...pickupDone, collector }, { showroomId: 3 })
    expect(after.collector).toEqual(collector)
  })

  test('changing the shipping type starts the path afresh', () => {
    expect(
      chooseAt('choose-shipping-type', courierDone, { shippingType: 'PICKUP_ON_STORE' }),
    ).toEqual({ shippingType: 'PICKUP_ON_STORE', guestEmail: undefined })
  })

  test('going back from the shipping method clears the hub and the options, not the address', () => {
    expect(keepBefore('choose-hub', courierDone)).toEqual({
      shippingType: 'ONLINE_DELIVERY',
      address: saved,
      guestEmail: undefined,
    })
  })
})
