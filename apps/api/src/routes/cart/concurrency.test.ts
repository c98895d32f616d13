import { afterAll, beforeAll, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { queryRows } from '../../test/sql'
import { cartCalls, newDevice, setStock, sizedProducts } from './cart-fixtures'
import type { SizedProduct } from './cart-fixtures'

let t: TestApp
let calls: ReturnType<typeof cartCalls>
let item: SizedProduct
beforeAll(async () => {
  t = await createTestApp()
  calls = cartCalls(t.app)
  const [first] = await sizedProducts(t.db, 1)
  if (!first) throw new Error('no product')
  item = first
  await setStock(t.db, item.productSizeId, 60)
})
afterAll(async () => t.close())

const lineCount = async (device: string) =>
  (
    await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from cart_items ci join carts c on c.id = ci.cart_id
          where c.device_id = ${device}`,
    )
  )[0]?.n

test('20 concurrent increments of one line leave exactly 21', async () => {
  const device = newDevice()
  await calls.add(device, item, 1)
  const answers = await Promise.all(Array.from({ length: 20 }, () => calls.increment(device, item)))
  expect(answers.every((answer) => answer.status === 200)).toBe(true)
  expect((await calls.get(device)).cart_items[0]?.qty).toBe(21)
})

test('concurrent first adds of one product and size make one line holding them all', async () => {
  const device = newDevice()
  const answers = await Promise.all(Array.from({ length: 10 }, () => calls.add(device, item, 2)))
  expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200))
  expect(Number(await lineCount(device))).toBe(1)
  expect((await calls.get(device)).cart_items[0]?.qty).toBe(20)
})

test('concurrent adds never pass the stock: the ones that would are refused', async () => {
  const device = newDevice()
  await setStock(t.db, item.productSizeId, 7)
  const answers = await Promise.all(Array.from({ length: 10 }, () => calls.add(device, item, 1)))
  expect(answers.filter((answer) => answer.status === 200)).toHaveLength(7)
  expect((await calls.get(device)).cart_items[0]?.qty).toBe(7)
  await setStock(t.db, item.productSizeId, 60)
})
