import { describe, expect, test } from 'vitest'
import {
  displayedDiscountPercent,
  finalPrice,
  grandTotal,
  orderLineUnitPrice,
  promoDiscount,
} from './pricing'

describe('product prices', () => {
  test('the final price takes the percent off the net price, then the nominal amount', () => {
    const discount = { direct_disc_percent: 20, direct_disc_nominal: 10_000 }
    expect(finalPrice(500_000, discount)).toBe(390_000)
  })

  test('a product without a direct discount sells at its net price', () => {
    expect(finalPrice(399_000, null)).toBe(399_000)
    expect(finalPrice(399_000, { direct_disc_percent: 0, direct_disc_nominal: 0 })).toBe(399_000)
  })

  test('a final price is whole rupiah and never below zero', () => {
    expect(finalPrice(99_999, { direct_disc_percent: 15, direct_disc_nominal: 0 })).toBe(84_999)
    expect(finalPrice(50_000, { direct_disc_percent: 0, direct_disc_nominal: 80_000 })).toBe(0)
  })

  test('the percent shown comes from the retail price and the final price', () => {
    expect(displayedDiscountPercent(500_000, 390_000)).toBe(22)
    expect(displayedDiscountPercent(459_000, 399_000)).toBe(13)
  })

  test('no percent is shown when the final price is not below the retail price', () => {
    expect(displayedDiscountPercent(399_000, 399_000)).toBe(0)
    expect(displayedDiscountPercent(0, 0)).toBe(0)
  })
})

describe('order lines', () => {
  test('the unit price of an order line rounds the percent to whole rupiah, then takes the nominal', () => {
    expect(orderLineUnitPrice({ net_price: 99_999, disc_percent: 15, disc_nominal: 0 })).toBe(
      84_999,
    )
    expect(orderLineUnitPrice({ net_price: 399_000, disc_percent: 10, disc_nominal: 9_000 })).toBe(
      350_100,
    )
  })

  test('an order line without discount is priced at its net price', () => {
    expect(orderLineUnitPrice({ net_price: 399_000, disc_percent: 0, disc_nominal: 0 })).toBe(
      399_000,
    )
  })
})

describe('promos and totals', () => {
  test('a shipping promo is capped at its maximum', () => {
    expect(promoDiscount(18_000, { disc_percent: 50, disc_nominal: 0, disc_max: 5_000 })).toBe(
      5_000,
    )
  })

  test('a promo never takes off more than the shipping cost or total it applies to', () => {
    expect(promoDiscount(8_000, { disc_percent: 0, disc_nominal: 10_000, disc_max: 0 })).toBe(8_000)
    expect(promoDiscount(100_000, { disc_percent: 100, disc_nominal: 50_000, disc_max: 0 })).toBe(
      100_000,
    )
  })

  test('a product promo adds its percent and nominal, uncapped when disc_max is 0', () => {
    expect(promoDiscount(1_000_000, { disc_percent: 10, disc_nominal: 25_000, disc_max: 0 })).toBe(
      125_000,
    )
  })

  test('the grand total is items less discount plus shipping', () => {
    expect(grandTotal({ itemsTotal: 1_000_000, discount: 100_000, shippingCost: 18_000 })).toBe(
      918_000,
    )
  })
})
