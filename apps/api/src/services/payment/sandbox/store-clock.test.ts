import { createServer } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Order } from '@store/contract/orders'
import { callApi } from '../../../test/members'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { sizedProducts } from '../../../routes/cart/cart-fixtures'
import type { SizedProduct } from '../../../routes/cart/cart-fixtures'
import { guestPickupOrder } from '../../../test/orders'

const DAY_MS = 24 * 60 * 60 * 1000

/** A port nobody listens on, for a store whose payment page must reach it over loopback. */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (address === null || typeof address === 'string') throw new Error('no port')
  return address.port
}

let t: TestApp
let item: SizedProduct
beforeAll(async () => {
  const port = await freePort()
  t = await createTestApp({ CLOCK_SHIFT: 'on', HOST: '127.0.0.1', PORT: String(port) })
  await t.app.listen({ port, host: '127.0.0.1' })
  const [first] = await sizedProducts(t.db, 1)
  if (!first) throw new Error('no product')
  item = first
})
afterAll(async () => t.close())

test("with the store's clock moved forward, an order paid on the built-in page reads paid after it was placed", async () => {
  t.app.clock.advance(3 * DAY_MS)
  const { payment_url: paymentUrl, ...bill } = await guestPickupOrder(
    t,
    item,
    'clock@example.co.id',
  )
  const paid = await t.app.inject({
    method: 'POST',
    url: `${new URL(paymentUrl).pathname}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...bill, action: 'pay', channel: '812' }).toString(),
  })
  expect(paid.statusCode).toBe(303)

  const ref = bill.order_reff
  const { body } = await callApi<{ data: { order: Order } }>(t.app, 'GET', 'order-link', {
    ref,
    key: t.app.orderLinks.keyFor(ref),
  })
  const { order } = body.data
  expect(order.trx_status).toBe('PAID')
  expect(order.payment_date).not.toBeNull()
  // Both are 'YYYY-MM-DD HH:mm:ss' in Jakarta time, so they compare as text.
  expect((order.payment_date ?? '') >= order.trx_date).toBe(true)
})
