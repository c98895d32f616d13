import { afterAll, beforeAll, expect, test } from 'vitest'
import { MESSAGES } from '@store/contract/messages'
import { getJson, postJson } from '../../test/inject'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { newDevice, sizedProducts } from '../cart/cart-fixtures'
import type { SizedProduct } from '../cart/cart-fixtures'

let t: TestApp
let item: SizedProduct
beforeAll(async () => {
  t = await createTestApp()
  const [first] = await sizedProducts(t.db, 1)
  if (!first) throw new Error('no product')
  item = first
})
afterAll(async () => t.close())

/** The product id written as a person or a script might, none of them the plain digits of a page address. */
const spellings = (id: number) => [`${id}.0`, `+${id}`, ` ${id}`, `${id} `, `0${id}`, `${id}e0`]

test('a product id written other than in plain digits is a 400 with a readable message, never a product', async () => {
  expect((await getJson(t.app, 'product', { id: item.productId })).status).toBe(200)
  for (const id of [...spellings(item.productId), '1e1']) {
    const { status, body } = await getJson(t.app, 'product', { id })
    expect({ id, status }).toEqual({ id, status: 400 })
    expect(body).toEqual({ error: { message: expect.stringMatching(/^Id must .+\.$/) as string } })
  }
})

test('adding to the cart or checking stock with such an id is refused as an invalid item', async () => {
  for (const id of spellings(item.productId)) {
    const line = { local_device_id: newDevice(), product_detail_id: id, size: item.size, qty: 1 }
    const added = await postJson(t.app, 'cart', line)
    expect({ id, added }).toEqual({
      id,
      added: { status: 400, body: { error: { message: MESSAGES.itemNotValid } } },
    })
    const checked = await postJson(t.app, 'check-stock-location', line)
    expect({ id, status: checked.status }).toEqual({ id, status: 400 })
  }
  const plain = { local_device_id: newDevice(), product_detail_id: String(item.productId) }
  expect((await postJson(t.app, 'cart', { ...plain, size: item.size, qty: 1 })).status).toBe(200)
})
