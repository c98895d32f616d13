import { expect, test } from 'vitest'
import { parseCheckoutChoices } from './checkout-choices'

test('the choices a tab kept are read back as they were written', () => {
  const kept = {
    shippingType: 'ONLINE_DELIVERY',
    address: { kind: 'saved', user_address_id: 4, subdistrict_id: 327301 },
    hubId: 9,
    shipping: { service: 'REG', description: 'Regular', tariff: 18_000, etd: '1 - 2 hari' },
    guestEmail: 'sari@example.co.id',
  }
  expect(parseCheckoutChoices(JSON.stringify(kept))).toMatchObject(kept)
})

test('a hand-edited or broken entry loses only what does not fit, never the page', () => {
  expect(parseCheckoutChoices('not json')).toEqual({})
  expect(parseCheckoutChoices('[1,2]')).toEqual({})
  const edited = parseCheckoutChoices(
    JSON.stringify({ shippingType: 'DRONE', hubId: -1, address: 'home', showroomId: 3 }),
  )
  expect(edited).toEqual({
    shippingType: undefined,
    address: undefined,
    hubId: undefined,
    shipping: undefined,
    showroomId: 3,
    promo: undefined,
    guestEmail: undefined,
  })
})

test('who collects a pick-up is kept for the tab, and a collector of the wrong shape is dropped', () => {
  const kept = {
    shippingType: 'PICKUP_ON_STORE',
    showroomId: 2,
    collector: { name: 'Dewi Lestari', phone: '0812 3456 7890' },
  }
  expect(parseCheckoutChoices(JSON.stringify(kept))).toMatchObject(kept)
  const edited = { ...kept, collector: { name: 'Dewi', phone: 812 } }
  expect(parseCheckoutChoices(JSON.stringify(edited)).collector).toBeUndefined()
})
