import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestApp } from '../test/test-app'
import type { TestApp } from '../test/test-app'
import { sizedProducts } from '../routes/cart/cart-fixtures'
import type { SizedProduct } from '../routes/cart/cart-fixtures'
import { HUB_ID, heldAt, stockAt } from '../routes/checkout/checkout-fixtures'

let t: TestApp
let first: SizedProduct
let second: SizedProduct
beforeAll(async () => {
  t = await createTestApp()
  const [a, b] = await sizedProducts(t.db, 2)
  if (!a || !b) throw new Error('two sizes needed')
  first = a
  second = b
})
afterAll(async () => t.close())

const lineOf = (item: SizedProduct, qty: number) => ({
  productId: item.productId,
  productSizeId: item.productSizeId,
  showroomId: HUB_ID,
  qty,
})

const take = (...lines: ReturnType<typeof lineOf>[]) =>
  t.app.catalogueWrites.transaction((writer) => writer.takeStocks(lines))

test('two orders taking the last unit at once: one gets it, the other nothing, and the stock stays at zero', async () => {
  await stockAt(t.db, first, { [HUB_ID]: 1 })
  const results = await Promise.all([take(lineOf(first, 1)), take(lineOf(first, 1))])
  expect(results.filter(Boolean)).toHaveLength(1)
  expect(await heldAt(t.db, first, HUB_ID)).toBe(0)
  expect(await take(lineOf(first, 1))).toBe(false)
  expect(await heldAt(t.db, first, HUB_ID)).toBe(0)
})

test('an order whose second size is short takes nothing of its first', async () => {
  await stockAt(t.db, first, { [HUB_ID]: 5 })
  await stockAt(t.db, second, { [HUB_ID]: 1 })
  expect(await take(lineOf(first, 2), lineOf(second, 2))).toBe(false)
  expect(await heldAt(t.db, first, HUB_ID)).toBe(5)
  expect(await heldAt(t.db, second, HUB_ID)).toBe(1)
  expect(await take(lineOf(second, 1), lineOf(first, 2))).toBe(true)
  expect(await heldAt(t.db, first, HUB_ID)).toBe(3)
  expect(await heldAt(t.db, second, HUB_ID)).toBe(0)
})

test('a showroom with no row for the size, or a size named with another product, is refused', async () => {
  await stockAt(t.db, first, { [HUB_ID]: 5 })
  expect(await take({ ...lineOf(first, 1), showroomId: 999_999 })).toBe(false)
  expect(await take({ ...lineOf(first, 1), productId: first.productId + 1 })).toBe(false)
  expect(await heldAt(t.db, first, HUB_ID)).toBe(5)
})

test('orders of the same two sizes named in opposite orders at once all go through', async () => {
  await stockAt(t.db, first, { [HUB_ID]: 20 })
  await stockAt(t.db, second, { [HUB_ID]: 20 })
  const results = await Promise.all(
    Array.from({ length: 10 }, (_, index) =>
      index % 2 === 0
        ? take(lineOf(first, 1), lineOf(second, 1))
        : take(lineOf(second, 1), lineOf(first, 1)),
    ),
  )
  expect(results.every(Boolean)).toBe(true)
  expect(await heldAt(t.db, first, HUB_ID)).toBe(10)
  expect(await heldAt(t.db, second, HUB_ID)).toBe(10)
})
