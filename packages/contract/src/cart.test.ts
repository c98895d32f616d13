import { describe, expect, test } from 'vitest'
import {
  AddCartItemInputSchema,
  CartLineInputSchema,
  LocalDeviceIdSchema,
  StepCartItemInputSchema,
  getCart,
} from './cart'
import { priceCart } from './bundle-pricing'
import { MESSAGES } from './messages'
import { DEVICE_ID, createCartItem } from './test-factories'
import { accept, huge, refusal } from './test-utils'

const addition = { local_device_id: DEVICE_ID, product_detail_id: 101, size: 'M', qty: 2 }

describe('adding to the cart', () => {
  test('a guest can add a sized item to the cart', () => {
    expect(accept(AddCartItemInputSchema, addition)).toEqual(addition)
  })

  test('ids and quantities from a form or query string are read as numbers', () => {
    const parsed = accept(AddCartItemInputSchema, {
      ...addition,
      product_detail_id: '101',
      qty: '3',
    })
    expect(parsed).toMatchObject({ product_detail_id: 101, qty: 3 })
  })

  test('a size code is matched without regard to case', () => {
    expect(accept(AddCartItemInputSchema, { ...addition, size: ' xl ' }).size).toBe('XL')
  })

  test('an item that is missing or not a product id is refused with the spec text', () => {
    for (const product_detail_id of [undefined, 0, -3, 1.5, 'abc', '', 99_999_999_999]) {
      expect(refusal(AddCartItemInputSchema, { ...addition, product_detail_id })).toBe(
        MESSAGES.itemNotValid,
      )
    }
  })

  test('an item without a size is refused with the spec text', () => {
    for (const size of [undefined, '', '   ']) {
      expect(refusal(AddCartItemInputSchema, { ...addition, size })).toBe(MESSAGES.chooseSize)
    }
  })

  test('a hostile or oversized size is refused as no size chosen', () => {
    expect(refusal(AddCartItemInputSchema, { ...addition, size: '<script>' })).toBe(
      MESSAGES.chooseSize,
    )
    expect(refusal(AddCartItemInputSchema, { ...addition, size: huge() })).toBe(MESSAGES.chooseSize)
  })

  test('a missing or zero quantity is refused with the spec text', () => {
    for (const qty of [undefined, 0, -1, 0.5, 'two']) {
      expect(refusal(AddCartItemInputSchema, { ...addition, qty })).toBe(MESSAGES.minQtyCart)
    }
  })

  test('more than 99 of one line is refused', () => {
    expect(refusal(AddCartItemInputSchema, { ...addition, qty: 100 })).toBe(MESSAGES.maxQty)
  })
})

describe('the device id', () => {
  test('a generated device id of 8 to 64 letters, digits, dashes or underscores is accepted', () => {
    for (const id of ['abcd1234', 'c0ffee-42_x'.padEnd(64, 'a'), crypto.randomUUID()]) {
      expect(accept(LocalDeviceIdSchema, id)).toBe(id)
    }
  })

  test('a missing, short, long or hostile device id is refused with a readable text', () => {
    for (const id of [undefined, '', 'short', 'a'.repeat(65), "x' OR 1=1 --", 'über-device']) {
      expect(refusal(LocalDeviceIdSchema, id)).toBe(MESSAGES.deviceIdInvalid)
    }
  })
})

describe('changing and removing a line', () => {
  const line = { local_device_id: DEVICE_ID, product_detail_id: 101, size: 'M' }

  test('plus and minus move a line by one, and qty may be left out', () => {
    expect(accept(StepCartItemInputSchema, line).qty).toBe(1)
    expect(accept(StepCartItemInputSchema, { ...line, qty: 1 }).qty).toBe(1)
  })

  test('a step other than one is refused', () => {
    expect(refusal(StepCartItemInputSchema, { ...line, qty: 5 })).toBe(MESSAGES.qtyStep)
  })

  test('a line is removed by device, product and size read from the query string', () => {
    expect(accept(CartLineInputSchema, { ...line, product_detail_id: '101' })).toEqual(line)
  })
})

test('the cart answer holds lines with product name, prices and images', () => {
  const cart_items = [createCartItem(), createCartItem({ id: 2, qty: 3 })]
  const summary = priceCart(
    cart_items.map((item) => ({ ...item, unit_price: item.product_detail.net_price })),
    [],
  )
  const body = { cart: { cart_items, summary } }
  expect(accept(getCart.response, body).cart.cart_items).toHaveLength(2)
})
