import { describe, expect, test } from 'vitest'
import { placeOrder, priced } from '../refunds/charged-fixtures'
import { returnRefundOwed } from './return-refund'

/** Two bundled batik shirts and a third of the bundle, a 10 % promo code capped at 50.000, shipping 27.000. */
const bundleWithPromo = () =>
  placeOrder(
    [
      priced({ qty: 2 }),
      priced({ id: 2, unit_price: 189_900 }),
      priced({ id: 3, category_sub_id: 9, unit_price: 75_000 }),
    ],
    { on: 'PRODUCT', percent: 10, nominal: 0, max: 50_000 },
    27_000,
  )
const everything = new Map([
  [1, 2],
  [2, 1],
  [3, 1],
])

describe('the refund owed for returned units', () => {
  test('one bundled unit back for fit: its bundle price less its promo share, return shipping capped at 20.000', () => {
    const { order, lines } = bundleWithPromo()
    const owed = returnRefundOwed(order, lines, new Map([[1, 1]]), {
      shopAtFault: false,
      receiptAmount: 25_000,
    })
    expect(owed).toEqual({
      items: 254_999,
      promoShare: 17_082,
      shipping: 0,
      returnShipping: 20_000,
      total: 257_917,
    })
  })

  test('the whole order back for damage: the grand total to the rupiah, shipping included, plus the receipt', () => {
    const { order, lines, grandTotal } = bundleWithPromo()
    const owed = returnRefundOwed(order, lines, everything, {
      shopAtFault: true,
      receiptAmount: 12_000,
    })
    expect(grandTotal).toBe(723_413)
    expect(owed).toEqual({
      items: 746_413,
      promoShare: 50_000,
      shipping: 27_000,
      returnShipping: 12_000,
      total: 735_413,
    })
  })

  test('the whole order back because the buyer changed their mind keeps the original shipping', () => {
    const { order, lines } = bundleWithPromo()
    const owed = returnRefundOwed(order, lines, everything, {
      shopAtFault: false,
      receiptAmount: null,
    })
    expect(owed).toEqual({
      items: 746_413,
      promoShare: 50_000,
      shipping: 0,
      returnShipping: 0,
      total: 696_413,
    })
  })

  test('a unit cancelled or refunded before is not paid twice: the second unit gets the rest of the line', () => {
    const { order, lines } = bundleWithPromo()
    const once = lines.map((line) => (line.id === 1 ? { ...line, cancelledQty: 1 } : line))
    const owed = returnRefundOwed(order, once, new Map([[1, 1]]), {
      shopAtFault: false,
      receiptAmount: 9_000,
    })
    // 50.000 x 509.998 / 746.413 = 34.163, of which 17.082 went with the first unit.
    expect(owed).toEqual({
      items: 254_999,
      promoShare: 17_081,
      shipping: 0,
      returnShipping: 9_000,
      total: 246_918,
    })
  })

  test('a shipping promo: a single line back for a wrong item refunds the shipping actually paid', () => {
    const placed = placeOrder(
      [priced({ qty: 1, unit_price: 250_000, category_sub_id: 9 })],
      { on: 'SHIPPING', percent: 50, nominal: 0, max: 0 },
      18_000,
    )
    expect(placed.grandTotal).toBe(259_000)
    const owed = returnRefundOwed(placed.order, placed.lines, new Map([[1, 1]]), {
      shopAtFault: true,
      receiptAmount: 0,
    })
    expect(owed.total).toBe(259_000)
  })
})
