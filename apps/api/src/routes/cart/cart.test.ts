import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import { MESSAGES, stockLimitMessage } from '@store/contract/messages'
import { cartUnitPrice } from '@store/contract/bundle-pricing'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { cartCalls, newDevice, setStock, sizedProducts } from './cart-fixtures'
import type { SizedProduct } from './cart-fixtures'

let t: TestApp
let calls: ReturnType<typeof cartCalls>
let shirt: SizedProduct
let otherSize: SizedProduct
beforeAll(async () => {
  t = await createTestApp()
  calls = cartCalls(t.app)
  const sizes = await sizedProducts(t.db, 2)
  ;[shirt, otherSize] = sizes as [SizedProduct, SizedProduct]
  await setStock(t.db, shirt.productSizeId, 10)
  await setStock(t.db, otherSize.productSizeId, 10)
})
afterAll(async () => t.close())

describe('a guest cart', () => {
  test('an unknown device has an empty cart', async () => {
    const cart = await calls.get(newDevice())
    expect(cart.cart_items).toEqual([])
    expect(cart.summary).toMatchObject({ items_total: 0, total: 0, bundle_discount: 0 })
  })

  test('a guest can add a sized item and sees it with name, size, prices and image', async () => {
    const device = newDevice()
    const { status, body } = await calls.add(device, shirt, 2)
    expect(status).toBe(200)
    expect(body).toEqual({ message: MESSAGES.cartItemAdded })
    const [line] = (await calls.get(device)).cart_items
    expect(line).toMatchObject({
      product_detail_id: shirt.productId,
      size_code: shirt.size,
      qty: 2,
      max_qty: 10,
    })
    expect(line?.product_detail.product_name).toBeTruthy()
    expect(line?.product_detail.product_images[0]?.image_url).toMatch(/^\/media\//)
  })

  test('adding a line already in the cart raises its quantity instead of adding a line', async () => {
    const device = newDevice()
    await calls.add(device, shirt, 1)
    await calls.add(device, otherSize, 1)
    await calls.add(device, shirt, 2)
    const cart = await calls.get(device)
    expect(cart.cart_items.map((line) => [line.size_code, line.qty])).toEqual([
      [shirt.size, 3],
      [otherSize.size, 1],
    ])
    const expected = cart.cart_items.reduce((sum, line) => sum + cartUnitPrice(line) * line.qty, 0)
    expect(cart.summary.items_total).toBe(expected)
  })

  test('plus raises a line by one; minus lowers it but never below 1', async () => {
    const device = newDevice()
    await calls.add(device, shirt, 1)
    expect((await calls.increment(device, shirt)).status).toBe(200)
    expect((await calls.get(device)).cart_items[0]?.qty).toBe(2)
    await calls.decrement(device, shirt)
    const again = await calls.decrement(device, shirt)
    expect(again).toEqual({ status: 200, body: { message: MESSAGES.cartItemUpdated } })
    expect((await calls.get(device)).cart_items[0]?.qty).toBe(1)
  })

  test('a removed line is gone, and removing it again does no harm', async () => {
    const device = newDevice()
    await calls.add(device, shirt, 1)
    await calls.add(device, otherSize, 1)
    expect((await calls.remove(device, shirt)).body).toEqual({ message: MESSAGES.cartItemRemoved })
    expect((await calls.remove(device, shirt)).status).toBe(200)
    expect((await calls.get(device)).cart_items.map((line) => line.size_code)).toEqual([
      otherSize.size,
    ])
  })

  test('changing a line that is not in the cart says so', async () => {
    const device = newDevice()
    for (const change of [calls.increment, calls.decrement]) {
      const { status, body } = await change(device, shirt)
      expect(status).toBe(400)
      expect(body).toEqual({ error: { message: MESSAGES.cartLineMissing } })
    }
  })

  test("one device never sees another's cart", async () => {
    const mine = newDevice()
    await calls.add(mine, shirt, 1)
    expect((await calls.get(newDevice())).cart_items).toEqual([])
  })
})

describe('the stock limit', () => {
  test('more than the best showroom holds is refused with a clear message, and nothing changes', async () => {
    const device = newDevice()
    const { status, body } = await calls.add(device, shirt, 11)
    expect(status).toBe(400)
    expect(body).toEqual({ error: { message: stockLimitMessage(10) } })
    expect((await calls.get(device)).cart_items).toEqual([])
  })

  test('adding again and plus stop at the stock', async () => {
    const device = newDevice()
    await calls.add(device, shirt, 9)
    expect((await calls.add(device, shirt, 2)).status).toBe(400)
    expect((await calls.increment(device, shirt)).status).toBe(200)
    const refused = await calls.increment(device, shirt)
    expect(refused.body).toEqual({ error: { message: stockLimitMessage(10) } })
    expect((await calls.get(device)).cart_items[0]?.qty).toBe(10)
  })

  test('a sold-out size cannot be added', async () => {
    const [soldOut] = await sizedProducts(t.db, 1, sql`ps.id > ${otherSize.productSizeId}`)
    if (!soldOut) throw new Error('no product to sell out')
    await setStock(t.db, soldOut.productSizeId, 0)
    const { status, body } = await calls.add(newDevice(), soldOut, 1)
    expect(status).toBe(400)
    expect(body).toEqual({ error: { message: MESSAGES.sizeOutOfStock } })
  })

  test('a line whose stock shrank can still be lowered, and shows the new limit', async () => {
    const [item] = await sizedProducts(t.db, 1, sql`ps.id > ${otherSize.productSizeId} + 50`)
    if (!item) throw new Error('no product')
    await setStock(t.db, item.productSizeId, 5)
    const device = newDevice()
    await calls.add(device, item, 5)
    await setStock(t.db, item.productSizeId, 2)
    expect((await calls.get(device)).cart_items[0]).toMatchObject({ qty: 5, max_qty: 2 })
    expect((await calls.decrement(device, item)).status).toBe(200)
  })
})
