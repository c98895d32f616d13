import { describe, expect, test } from 'vitest'
import {
  CreateTransactionInputSchema,
  GuestAddressFormSchema,
  GuestTransactionInputSchema,
  MemberTransactionInputSchema,
} from './checkout-trx'
import { MESSAGES } from './messages'
import { DEVICE_ID } from './test-factories'
import { accept, huge, refusal } from './test-utils'

const base = { local_device_id: DEVICE_ID, shipping_type: 'PICKUP_ON_STORE', showroom_id: 1 }
const pickup = {
  ...base,
  address_recipient_name: 'Dewi Lestari',
  address_recipient_phone: '0812-1111-2222',
}
const shipping = {
  shipping_courier: 'sicepat',
  shipping_service_name: 'REG',
  shipping_service_desc: 'Regular',
  shipping_etd: '1 - 2 hari',
  shipping_cost: 18_000,
}
const guestAddress = {
  address_recipient_name: 'Sari Wulandari',
  address_recipient_phone: '0812 3456 7890',
  address_street: 'Jl. Dago No. 12',
  province_id: 32,
  city_id: 3273,
  subdistrict_id: 327301,
}
const memberDelivery = {
  ...base,
  shipping_type: 'ONLINE_DELIVERY',
  showroom_id: 9,
  user_address_id: 4,
  ...shipping,
}
const guestDelivery = {
  ...base,
  shipping_type: 'ONLINE_DELIVERY',
  showroom_id: 9,
  guest_email: 'Sari@Example.com',
  ...guestAddress,
  ...shipping,
}

describe('a member placing an order', () => {
  test('a member picks up in a showroom named with who collects it and their phone', () => {
    expect(accept(MemberTransactionInputSchema, pickup)).toMatchObject({
      ...pickup,
      address_recipient_phone: '081211112222',
    })
  })

  test('a member ships to a saved address with a chosen courier service', () => {
    expect(accept(MemberTransactionInputSchema, memberDelivery).user_address_id).toBe(4)
  })

  test('a member shipping without a saved address is refused with the spec text', () => {
    const input = { ...memberDelivery, user_address_id: undefined, ...guestAddress }
    expect(refusal(MemberTransactionInputSchema, input)).toBe(MESSAGES.chooseAddress)
  })

  test('shipping without a courier service is refused with the spec text', () => {
    const input = { ...memberDelivery, shipping_service_name: '' }
    expect(refusal(MemberTransactionInputSchema, input)).toBe(MESSAGES.chooseShippingMethod)
    expect(
      refusal(MemberTransactionInputSchema, { ...memberDelivery, shipping_courier: 'jne' }),
    ).toBe(MESSAGES.chooseShippingMethod)
  })

  test('an order without a showroom or hub is refused', () => {
    expect(refusal(MemberTransactionInputSchema, { ...pickup, showroom_id: undefined })).toBe(
      MESSAGES.chooseShowroom,
    )
  })

  test('an order without a shipping type is refused', () => {
    expect(refusal(MemberTransactionInputSchema, { ...pickup, shipping_type: 'DRONE' })).toBe(
      MESSAGES.chooseShippingType,
    )
  })
})

describe('a guest placing an order', () => {
  test('a guest ships to a typed address, the zipcode left out', () => {
    const parsed = accept(GuestTransactionInputSchema, guestDelivery)
    expect(parsed.guest_email).toBe('sari@example.com')
    expect(parsed.address_recipient_phone).toBe('081234567890')
  })

  test('a guest without an email is refused with the spec text', () => {
    expect(refusal(GuestTransactionInputSchema, pickup)).toBe(MESSAGES.guestEmailRequired)
    expect(refusal(GuestTransactionInputSchema, { ...guestDelivery, guest_email: ' ' })).toBe(
      MESSAGES.guestEmailRequired,
    )
  })

  test.each([
    ['address_recipient_name', MESSAGES.pickupNameRequired],
    ['address_recipient_phone', MESSAGES.pickupPhoneRequired],
  ])('a pick-up without %s is refused, for a guest and a member alike', (field, message) => {
    const input = { ...pickup, guest_email: 'dewi.guest@example.com', [field]: ' ' }
    expect(refusal(GuestTransactionInputSchema, input)).toBe(message)
    expect(refusal(MemberTransactionInputSchema, input)).toBe(message)
  })

  test('a pick-up whose phone is not a phone number is refused on the address rule', () => {
    const input = { ...pickup, guest_email: 'dewi.guest@example.com' }
    expect(
      refusal(GuestTransactionInputSchema, { ...input, address_recipient_phone: 'call me' }),
    ).toBe(MESSAGES.phoneInvalid)
  })

  test('a guest with a malformed email is refused', () => {
    expect(refusal(GuestTransactionInputSchema, { ...pickup, guest_email: 'sari@' })).toBe(
      MESSAGES.invalidEmail,
    )
  })

  test.each([
    ['address_recipient_name', MESSAGES.recipientNameRequired],
    ['address_recipient_phone', MESSAGES.recipientPhoneRequired],
    ['address_street', MESSAGES.addressStreetRequired],
    ['province_id', MESSAGES.provinceRequired],
    ['city_id', MESSAGES.cityRequired],
    ['subdistrict_id', MESSAGES.subdistrictRequired],
  ])('a guest shipping without %s is refused with the spec text', (field, message) => {
    expect(refusal(GuestTransactionInputSchema, { ...guestDelivery, [field]: undefined })).toBe(
      message,
    )
  })

  test('a guest cannot ship to a saved address', () => {
    expect(refusal(GuestTransactionInputSchema, { ...guestDelivery, user_address_id: 4 })).toBe(
      MESSAGES.savedAddressNeedsSignIn,
    )
  })

  test('the guest address form checks a zipcode only when given', () => {
    expect(accept(GuestAddressFormSchema, guestAddress)).toBeTruthy()
    expect(accept(GuestAddressFormSchema, { ...guestAddress, address_zip: '' })).toBeTruthy()
    expect(refusal(GuestAddressFormSchema, { ...guestAddress, address_zip: '123' })).toBe(
      MESSAGES.zipInvalid,
    )
  })
})

describe('what the route checks before it knows who asks', () => {
  test('an online delivery with neither a saved nor a typed address asks for an address', () => {
    const input = { ...memberDelivery, user_address_id: undefined }
    expect(refusal(CreateTransactionInputSchema, input)).toBe(MESSAGES.chooseAddress)
  })

  test('either a saved or a typed address passes', () => {
    expect(accept(CreateTransactionInputSchema, memberDelivery)).toBeTruthy()
    expect(
      accept(CreateTransactionInputSchema, { ...guestDelivery, guest_email: undefined }),
    ).toBeTruthy()
  })

  test('a blank promo code means none, and a given one is upper-cased', () => {
    expect(
      accept(CreateTransactionInputSchema, { ...pickup, promo_code: '' }).promo_code,
    ).toBeUndefined()
    expect(
      accept(CreateTransactionInputSchema, { ...pickup, promo_code: 'hemat20' }).promo_code,
    ).toBe('HEMAT20')
  })

  test('oversized notes, hostile promo codes and absurd costs are refused readably', () => {
    expect(refusal(CreateTransactionInputSchema, { ...pickup, shipping_notes: huge() })).toBe(
      'Please use at most 500 characters.',
    )
    expect(refusal(CreateTransactionInputSchema, { ...pickup, promo_code: "x' OR '1'='1" })).toBe(
      MESSAGES.promoInvalid,
    )
    expect(refusal(CreateTransactionInputSchema, { ...memberDelivery, shipping_cost: -1 })).toBe(
      'Amount cannot be negative.',
    )
  })

  test('parsing twice gives the same order, so the server can re-check by viewer', () => {
    const once = accept(CreateTransactionInputSchema, guestDelivery)
    expect(accept(GuestTransactionInputSchema, once)).toEqual(once)
  })
})
