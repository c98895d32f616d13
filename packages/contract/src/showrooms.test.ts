import { expect, test } from 'vitest'
import { MESSAGES } from './messages'
import { CheckStockLocationInputSchema, getShowroomRegions } from './showrooms'
import { createShowroom } from './test-factories'
import { accept, refusal } from './test-utils'

const check = { product_detail_id: 101, size: 'M', qty: 1 }

test('a stock check uses the add-to-cart rules with its own quantity text', () => {
  expect(accept(CheckStockLocationInputSchema, check)).toEqual(check)
  expect(refusal(CheckStockLocationInputSchema, { ...check, product_detail_id: 0 })).toBe(
    MESSAGES.itemNotValid,
  )
  expect(refusal(CheckStockLocationInputSchema, { ...check, size: '' })).toBe(MESSAGES.chooseSize)
  expect(refusal(CheckStockLocationInputSchema, { ...check, qty: 0 })).toBe(MESSAGES.minQtyStock)
})

test('showroom regions are answered with their showrooms under data', () => {
  const body = {
    data: {
      showroom_region_list: [{ id: 1, region_name: 'Jakarta', showrooms: [createShowroom()] }],
    },
  }
  expect(accept(getShowroomRegions.response, body)).toEqual(body)
  expect(accept(getShowroomRegions.payload, { store_listing: '1' })).toEqual({
    store_listing: true,
  })
})
