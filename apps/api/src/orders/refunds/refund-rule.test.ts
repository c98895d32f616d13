import { describe, expect, test } from 'vitest'
import { priceCart } from '@store/contract/bundle-pricing'
import type { PricedLine } from '@store/contract/bundle-pricing'
import { grandTotal, promoDiscount } from '@store/contract/pricing'
import { createPromoBundle } from '@store/contract/test-factories'
import { cancelsEverything, refundOwed } from './refund-rule'
import type { ChargedLine, ChargedOrder } from './refund-rule'

const batikThree = createPromoBundle({
  id: 1,
  bundling_item_count: 3,
  disc_percent: 15,
  promo_bundling_products: [
    { bundling_type: 'SUB_GROUP', m_group_id: null, m_sub_group_id: 603, product_detail_id: null },
  ],
})

const priced = (overrides: Partial<PricedLine>): PricedLine => ({
  id: 1,
  product_detail_id: 101,
  group_id: 1,
  category_sub_id: 603,
  qty: 1,
  unit_price: 299_999,
  ...overrides,
})

/** Prices lines as the checkout does (bundles, then a promo code), and answers the order as stored. */
function placeOrder(
  lines: PricedLine[],
  promo: { on: 'PRODUCT' | 'SHIPPING'; percent: number; nominal: number; max: number } | null,
  shippingCost: number,
) {
  const pricing = priceCart(lines, [batikThree])
  const shares = new Map(pricing.line_discounts.map((share) => [share.id, share.discount]))
  const rule = promo && {
    disc_percent: promo.percent,
    disc_nominal: promo.nominal,
    disc_max: promo.max,
  }
  const discount = rule
    ? promoDiscount(promo.on === 'SHIPPING' ? shippingCost : pricing.total, rule)
    : 0
  const order: ChargedOrder = {
    itemsTotal: pricing.total,
    shippingCost,
    promoDiscount: discount,
    promoOn: promo?.on ?? null,
  }
  const charged: ChargedLine[] = lines.map((line) => ({
    id: line.id,
    qty: line.qty,
    subtotal: line.unit_price * line.qty - (shares.get(line.id) ?? 0),
    cancelledQty: 0,
  }))
  const total = grandTotal({ itemsTotal: pricing.total, discount, shippingCost })
  return { order, lines: charged, grandTotal: total }
}

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
