import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../../app'
import { readEnv } from '../../../env'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { sizedProducts } from '../../../routes/cart/cart-fixtures'
import { guestPickupOrder, notifyPayment, orderState } from '../../../test/orders'
import { paymentConfigFromEnv } from '../config'
import { statusSignature } from '../signature'

/** The secret the source once held as the built-in page's default: anyone could read it. */
const SECRET_FROM_THE_SOURCE = { userId: 'bot99999', password: 'kainara-sandbox-secret' }

let t: TestApp
/** The store as `npm start` builds it without PAYMENT_SANDBOX_SECRET in its environment. */
let unconfigured: FastifyInstance
beforeAll(async () => {
  t = await createTestApp()
  unconfigured = await buildApp({
    db: t.db,
    env: readEnv({
      DATA_DIR: '/tmp/kainara-test-data',
      WEB_DIST_DIR: '/nonexistent',
      ADMIN_DIST_DIR: '/nonexistent',
      LOG_LEVEL: 'silent',
      BACKGROUND_JOBS: 'off',
    }),
    databaseKind: t.kind,
  })
  await unconfigured.ready()
})
afterAll(async () => {
  await unconfigured.close()
  await t.close()
})

describe('the built-in payment page signs with a secret no one else knows', () => {
  test('no secret is written in the source: without one configured, the environment holds none', () => {
    expect(readEnv({}).PAYMENT_SANDBOX_SECRET).toBeUndefined()
  })

  test("a 'paid' notification signed with the secret from the source pays nothing", async () => {
    const store = { ...t, app: unconfigured }
    const [item] = await sizedProducts(t.db, 1)
    if (!item) throw new Error('no product')
    const bill = await guestPickupOrder(store, item, 'forger@example.co.id')
    const forged = await unconfigured.inject({
      method: 'POST',
      url: '/api/payment/notification',
      payload: {
        request: 'Payment Notification',
        trx_id: `trx-${bill.order_id}`,
        merchant_id: bill.merchant_id,
        bill_no: bill.order_id,
        payment_status_code: '2',
        bill_total: bill.bill_total,
        signature: statusSignature(SECRET_FROM_THE_SOURCE, bill.order_id, '2'),
      },
    })
    expect(forged.statusCode).toBe(400)
    expect(forged.json()).toEqual({ error: { message: 'The payment signature is not valid.' } })
    expect((await orderState(store, bill)).status).toBe('WAITING_PAYMENT')
    // The store's own signature still pays, so its own page works as before.
    expect((await notifyPayment(t, bill)).status).toBe(200)
  })

  test('a store on a public https address will not start with the built-in page unless asked for by name', () => {
    const publicShop = {
      PUBLIC_URL: 'https://kainara.co.id',
      PAYMENT_SANDBOX_SECRET: 'x'.repeat(40),
    }
    expect(() => paymentConfigFromEnv(readEnv(publicShop))).toThrow(
      /PUBLIC_URL is https.*anyone can press Pay.*FASPAY_MERCHANT_ID and FASPAY_PASSWORD.*PAYMENT_SANDBOX=on/,
    )
    expect(paymentConfigFromEnv(readEnv({ ...publicShop, PAYMENT_SANDBOX: 'on' })).provider).toBe(
      'sandbox',
    )
    const faspay = { ...publicShop, FASPAY_MERCHANT_ID: '31932', FASPAY_PASSWORD: 'secret' }
    expect(paymentConfigFromEnv(readEnv(faspay)).provider).toBe('faspay')
    const local = { PUBLIC_URL: 'http://localhost:3000', PAYMENT_SANDBOX_SECRET: 'x'.repeat(40) }
    expect(paymentConfigFromEnv(readEnv(local)).provider).toBe('sandbox')
    expect(() => paymentConfigFromEnv(readEnv({ ...faspay, PAYMENT_SANDBOX: 'on' }))).toThrow(
      /PAYMENT_SANDBOX=on.*FASPAY_MERCHANT_ID and FASPAY_PASSWORD are set/,
    )
  })

  test('the built-in page never signs without a secret of its own, nor with a short one', () => {
    expect(() => paymentConfigFromEnv(readEnv({}))).toThrow(/PAYMENT_SANDBOX_SECRET/)
    expect(() => readEnv({ PAYMENT_SANDBOX_SECRET: 'short' })).toThrow(/PAYMENT_SANDBOX_SECRET/)
  })
})
