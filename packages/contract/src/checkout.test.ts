import { describe, expect, test } from 'vitest'
import {
  PromoCodeInputSchema,
  applyPromoCode,
  checkShowroomStockAvailability,
  checkoutShipping,
  getCheckoutAvailability,
} from './checkout'
import { MESSAGES } from './messages'
import { DEVICE_ID, createShowroom } from './test-factories'
import { accept, huge, refusal } from './test-utils'

describe('availability, stock and shipping', () => {
  test('availability answers the six fields at the top level', () => {
    const hub = createShowroom({ id: 9, is_hub: 1 })
    const region = { id: 1, region_name: 'Jakarta', showrooms: [hub] }
    const body = {
      available_on_store: true,
      available_stores: [createShowroom()],
      available_stores_by_region: [{ ...region, showrooms: [createShowroom()] }],
      available_online: true,
      available_stores_online: [hub],
      available_stores_by_region_online: [region],
    }
    expect(accept(getCheckoutAvailability.response, body)).toEqual(body)
  })

  test('shipping options are asked for with a hub and a subdistrict', () => {
    const input = { local_device_id: DEVICE_ID, subdistrict_id: '327301', showroom_id: '9' }
    expect(accept(checkoutShipping.payload, input)).toMatchObject({ subdistrict_id: 327301 })
    expect(refusal(checkoutShipping.payload, { ...input, showroom_id: undefined })).toBe(
      MESSAGES.chooseShowroom,
    )
    expect(refusal(checkoutShipping.payload, { ...input, subdistrict_id: '' })).toBe(
      MESSAGES.subdistrictRequired,
    )
  })

  test('shipping options come under data.sicepat', () => {
    const option = { service: 'REG', description: 'Regular', tariff: 18_000, etd: '1 - 2 hari' }
    expect(accept(checkoutShipping.response, { data: { sicepat: [option] } })).toBeTruthy()
  })

  test('stock availability answers how much of each cart line the showroom has', () => {
    const body = {
      data: {
        cart_items_availability: [
          { id: 1, qty: 2 },
          { id: 2, qty: 0 },
        ],
      },
    }
    expect(accept(checkShowroomStockAvailability.response, body)).toEqual(body)
  })
})

describe('promo codes', () => {
  const input = { local_device_id: DEVICE_ID, promo_code: ' hemat20 ', showroom_id: 1 }

  test('a promo code is read without regard to case', () => {
    expect(accept(PromoCodeInputSchema, input).promo_code).toBe('HEMAT20')
  })

  test('an empty promo code is refused with the spec text', () => {
    expect(refusal(PromoCodeInputSchema, { ...input, promo_code: '  ' })).toBe(
      MESSAGES.promoRequired,
    )
    expect(refusal(PromoCodeInputSchema, { ...input, promo_code: undefined })).toBe(
      MESSAGES.promoRequired,
    )
  })

  test('an oversized or hostile promo code is refused as not valid', () => {
    for (const promo_code of [huge(), "HEMAT'; DROP TABLE promo;--", 'ÜBER']) {
      expect(refusal(PromoCodeInputSchema, { ...input, promo_code })).toBe(MESSAGES.promoInvalid)
    }
  })

  test('the promo answer carries the rule and the total it applies to', () => {
    const promo = {
      code: 'ONGKIR',
      category: 'SHIPPING',
      disc_percent: 100,
      disc_nominal: 0,
      disc_max: 20_000,
    }
    const body = { data: { promo, total_purchase: 798_000 } }
    expect(accept(applyPromoCode.response, body)).toEqual(body)
  })
})
