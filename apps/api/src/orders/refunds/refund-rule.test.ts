import { describe, expect, test } from 'vitest'
import { cancelsEverything, refundOwed } from './refund-rule'
import type { ChargedLine } from './refund-rule'
import { placeOrder, priced } from './charged-fixtures'

const cancelled = (lines: ChargedLine[], cancel: Map<number, number>) =>
  lines.map((line) => ({ ...line, cancelledQty: line.cancelledQty + (cancel.get(line.id) ?? 0) }))

describe('the refund owed for cancelled lines', () => {
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

  test('one unit of a bundled line gives back its bundle price less its share of the promo code', () => {
    const { order, lines } = bundleWithPromo()
    // Bundle: 15 % of 789,898 = 118,485 spread 299,999 x2 -> 90,000 (89,999.8 floor+rest), 189,900 -> 28,485
    expect(lines.map((line) => line.subtotal)).toEqual([509_998, 161_415, 75_000])
    expect(order).toMatchObject({ itemsTotal: 746_413, promoDiscount: 50_000 })
    const owed = refundOwed(order, lines, new Map([[1, 1]]))
    // Half of line 1 is 254,999; its share of the 50,000 code: 50,000 x 254,999 / 746,413 = 17,082
    expect(owed).toEqual({ items: 254_999, promoShare: 17_082, shipping: 0, total: 237_917 })
  })

  test('a whole cancel owes the grand total to the rupiah, shipping included', () => {
    const { order, lines, grandTotal: total } = bundleWithPromo()
    const owed = refundOwed(
      order,
      lines,
      new Map([
        [1, 2],
        [2, 1],
        [3, 1],
      ]),
    )
    expect(owed.total).toBe(total)
    expect(owed).toEqual({ items: 746_413, promoShare: 50_000, shipping: 27_000, total: 723_413 })
  })

  test('partial cancels that end with every line add up to the grand total, shipping in the last', () => {
    const placed = bundleWithPromo()
    const steps = [
      new Map([[1, 1]]),
      new Map([
        [3, 1],
        [2, 1],
      ]),
      new Map([[1, 1]]),
    ]
    let lines = placed.lines
    const owed = steps.map((step) => {
      const refund = refundOwed(placed.order, lines, step)
      lines = cancelled(lines, step)
      return refund
    })
    expect(owed.map((refund) => refund.shipping)).toEqual([0, 0, 27_000])
    expect(owed.reduce((sum, refund) => sum + refund.total, 0)).toBe(placed.grandTotal)
    expect(
      cancelsEverything(
        placed.lines,
        new Map([
          [1, 2],
          [2, 1],
          [3, 1],
        ]),
      ),
    ).toBe(true)
    expect(
      cancelsEverything(
        placed.lines,
        new Map([
          [1, 2],
          [2, 1],
        ]),
      ),
    ).toBe(false)
  })

  test('a shipping promo is taken off the shipping refunded on a whole cancel, not off the lines', () => {
    const placed = placeOrder(
      [priced({ qty: 1, unit_price: 250_000, category_sub_id: 9 })],
      { on: 'SHIPPING', percent: 0, nominal: 20_000, max: 0 },
      18_000,
    )
    expect(placed.grandTotal).toBe(250_000)
    expect(refundOwed(placed.order, placed.lines, new Map([[1, 1]]))).toEqual({
      items: 250_000,
      promoShare: 0,
      shipping: 0,
      total: 250_000,
    })
  })

  test('units already cancelled are not owed twice, and nothing cancelled owes nothing', () => {
    const { order, lines } = bundleWithPromo()
    const after = cancelled(lines, new Map([[3, 1]]))
    expect(refundOwed(order, after, new Map([[3, 1]])).total).toBe(0)
    expect(refundOwed(order, lines, new Map()).total).toBe(0)
  })

  test('odd quantities and an uneven promo still add up to the grand total unit by unit', () => {
    const placed = placeOrder(
      [
        priced({ qty: 3, unit_price: 133_333 }),
        priced({ id: 2, qty: 7, unit_price: 99_999, category_sub_id: 9 }),
      ],
      { on: 'PRODUCT', percent: 7, nominal: 1_111, max: 0 },
      31_500,
    )
    let lines = placed.lines
    let sum = 0
    for (const [id, units] of [
      [2, 7],
      [1, 3],
    ] as const)
      for (let unit = 0; unit < units; unit += 1) {
        const step = new Map([[id, 1]])
        const refund = refundOwed(placed.order, lines, step)
        expect(refund.total).toBeGreaterThan(0)
        sum += refund.total
        lines = cancelled(lines, step)
      }
    expect(sum).toBe(placed.grandTotal)
  })
})
