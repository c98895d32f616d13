import { describe, expectTypeOf, test } from 'vitest'
import { fetchCall, request } from './api-client'
import type { PayloadOf } from './api-payload'

// Checked by the compiler only: a call is never made.
const never = false as boolean

describe("a call's payload is the one its contract schema describes", () => {
  test('a field the schema does not know does not compile', () => {
    if (never) {
      // @ts-expect-error: the product is asked for by id, not product_id
      void fetchCall('getProduct', { product_id: 5 })
      // @ts-expect-error: the cart line is named by product_detail_id
      void request('addCartItem', { local_device_id: 'device-1234', product_id: 5, size: 'M' })
    }
  })

  test('a field of the wrong type does not compile', () => {
    if (never) {
      // @ts-expect-error: the quantity is a number
      void request('checkStockLocation', { product_detail_id: 7, size: 'M', qty: '1' })
      // @ts-expect-error: an id the server reads from the query string is still sent as a number
      void fetchCall('getCities', { province_id: '11' })
    }
    expectTypeOf<PayloadOf<'getCities'>>().toEqualTypeOf<{ province_id: number }>()
  })

  test('a call whose schema needs fields cannot be made without them', () => {
    if (never) {
      // @ts-expect-error: getProduct needs its id
      void fetchCall('getProduct')
      // @ts-expect-error: a shipping type is part of every checkout-trx
      void request('createTransaction', { local_device_id: 'device-1234', showroom_id: 3 })
    }
    expectTypeOf(request<'getCategories'>).toBeCallableWith('getCategories')
  })

  test('a query flag may be written as the number the spec sends', () => {
    expectTypeOf<{ store_listing: 1 }>().toExtend<PayloadOf<'getShowroomRegions'>>()
  })
})
