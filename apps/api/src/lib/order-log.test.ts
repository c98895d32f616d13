import { Writable } from 'node:stream'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { buildApp } from '../app'
import { readEnv } from '../env'
import { HUB_ID, stockAt } from '../routes/checkout/checkout-fixtures'
import { sizedProducts } from '../routes/cart/cart-fixtures'
import { payOrder, placeDeliveryOrder } from '../routes/orders/order-fixtures'
import { TEST_SANDBOX_SECRET } from '../test/payment'
import { openTestDatabase } from '../test/test-app'
import type { TestApp } from '../test/test-app'

const lines: Record<string, unknown>[] = []
const captured = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean))
      lines.push(JSON.parse(line) as Record<string, unknown>)
    done()
  },
})

let t: TestApp
beforeAll(async () => {
  const database = await openTestDatabase()
  const env = readEnv({
    DATA_DIR: '/tmp/kainara-test-data',
    WEB_DIST_DIR: '/nonexistent',
    ADMIN_DIST_DIR: '/nonexistent',
    BACKGROUND_JOBS: 'off',
    PAYMENT_SANDBOX_SECRET: TEST_SANDBOX_SECRET,
  })
  const app = await buildApp({ db: database.db, env, logger: { level: 'info', stream: captured } })
  await app.ready()
  t = {
    app,
    db: database.db,
    kind: database.kind,
    close: async () => {
      await app.close()
      await database.close()
    },
  }
})
afterAll(() => t.close())

test('the log lines of an order placed, mailed and paid carry its reference', async () => {
  const [item] = await sizedProducts(t.db, 1)
  await stockAt(t.db, item!, { [HUB_ID]: 10 })
  const order = await placeDeliveryOrder(t, item!, null)
  await payOrder(t, order)
  const about = (message: string) => lines.find((line) => line.msg === message)
  for (const message of [
    'order placed',
    'order event PLACED sent to the buyer',
    'payment notification received',
    'order event PAID sent to the buyer',
  ]) {
    expect(about(message), message).toMatchObject({ trx_ref: order.trxRef })
  }
  // The request's id stays on the line beside the order's reference.
  expect(about('order placed')).toHaveProperty('reqId')
})
