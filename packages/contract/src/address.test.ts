import { describe, expect, test } from 'vitest'
import {
  AddressFormSchema,
  AddressIdInputSchema,
  CheckoutAddressFormSchema,
  UpdateAddressInputSchema,
  getAddresses,
} from './address'
import { MESSAGES } from './messages'
import { createAddressForm, createUserAddress } from './test-factories'
import { accept, huge, refusal } from './test-utils'

describe('the address form', () => {
  test('a complete address is accepted, region ids read as numbers', () => {
    const parsed = accept(AddressFormSchema, createAddressForm({ province_id: '32' }))
    expect(parsed.province_id).toBe(32)
  })

  test('notes are optional', () => {
    expect(accept(AddressFormSchema, createAddressForm({ address_notes: undefined }))).toBeTruthy()
  })

  test.each([
    ['address_label', MESSAGES.addressLabelRequired],
    ['recipient_name', MESSAGES.recipientNameRequired],
    ['recipient_phone', MESSAGES.recipientPhoneRequired],
    ['recipient_zip', MESSAGES.recipientZipRequired],
    ['address_street', MESSAGES.addressStreetRequired],
    ['province_id', MESSAGES.provinceRequired],
    ['city_id', MESSAGES.cityRequired],
    ['subdistrict_id', MESSAGES.subdistrictRequired],
  ])('an address without %s is refused with the spec text', (field, message) => {
    expect(refusal(AddressFormSchema, createAddressForm({ [field]: undefined }))).toBe(message)
    expect(refusal(AddressFormSchema, createAddressForm({ [field]: '' }))).toBe(message)
  })

  test("the checkout's address form says 'Zipcode is required.'", () => {
    expect(refusal(CheckoutAddressFormSchema, createAddressForm({ recipient_zip: '' }))).toBe(
      MESSAGES.checkoutZipRequired,
    )
  })

  test('a phone keeps its digits and leading +, without spaces or dashes', () => {
    const parsed = accept(
      AddressFormSchema,
      createAddressForm({ recipient_phone: '+62 812-3456-7890' }),
    )
    expect(parsed.recipient_phone).toBe('+6281234567890')
  })

  test('a phone with letters, too few or too many digits is refused readably', () => {
    for (const recipient_phone of ['0812abc', '12345', '1'.repeat(21), '++62812345']) {
      expect(refusal(AddressFormSchema, createAddressForm({ recipient_phone }))).toBe(
        MESSAGES.phoneInvalid,
      )
    }
  })

  test('a zipcode must be 5 digits', () => {
    for (const recipient_zip of ['4011', '401155', 'abcde']) {
      expect(refusal(AddressFormSchema, createAddressForm({ recipient_zip }))).toBe(
        MESSAGES.zipInvalid,
      )
    }
  })

  test('a region code of the wrong level is refused as not chosen', () => {
    expect(refusal(AddressFormSchema, createAddressForm({ city_id: 32 }))).toBe(
      MESSAGES.cityRequired,
    )
    expect(refusal(AddressFormSchema, createAddressForm({ subdistrict_id: 3273 }))).toBe(
      MESSAGES.subdistrictRequired,
    )
  })

  test('oversized street or notes are refused readably', () => {
    expect(refusal(AddressFormSchema, createAddressForm({ address_street: huge(301) }))).toBe(
      'Address street must be at most 300 characters.',
    )
    expect(refusal(AddressFormSchema, createAddressForm({ address_notes: huge(501) }))).toBe(
      'Address notes must be at most 500 characters.',
    )
  })
})

describe('address calls', () => {
  test('editing, removing and setting primary need the address id', () => {
    expect(refusal(UpdateAddressInputSchema, createAddressForm())).toBe(MESSAGES.addressNotValid)
    expect(accept(AddressIdInputSchema, { user_address_id: '4' })).toEqual({ user_address_id: 4 })
    expect(refusal(AddressIdInputSchema, { user_address_id: '' })).toBe(MESSAGES.addressNotValid)
  })

  test('saved addresses carry the nested region names', () => {
    const body = { data: { user_addresses: [createUserAddress()] } }
    const [address] = accept(getAddresses.response, body).data.user_addresses
    expect(`${address?.city.type} ${address?.city.city_name}`).toBe('Kota Bandung')
  })
})

test('an oversized label or recipient name is refused naming the field', () => {
  expect(refusal(AddressFormSchema, createAddressForm({ address_label: huge(51) }))).toBe(
    'Address label must be at most 50 characters.',
  )
  expect(refusal(AddressFormSchema, createAddressForm({ recipient_name: huge(101) }))).toBe(
    'Recipient name must be at most 100 characters.',
  )
})
