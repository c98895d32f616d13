import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { readEnv } from '../env'
import { insertKeptMail } from '../lib/mail/mail-outbox.repository'
import { cartCalls, newDevice, setStock, sizedProducts } from '../routes/cart/cart-fixtures'
import { HUB_ID, stockAt } from '../routes/checkout/checkout-fixtures'
import { payOrder, placeDeliveryOrder } from '../routes/orders/order-fixtures'
import { createTestApp } from '../test/test-app'
import type { TestApp } from '../test/test-app'
import { startMetricsServer } from './metrics-server'

const TOKEN = 'metrics-token-for-the-tests'
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN })
})
afterAll(() => t.close())

async function scrape(authorization = `Bearer ${TOKEN}`) {
  return t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization } })
}

/** The value of one series of the scrape, 0 when it is not there yet. */
async function valueOf(series: string): Promise<number> {
  const text = (await scrape()).body
  const line = text.split('\n').find((row) => row.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : 0
}

describe('the metrics', () => {
  test('are refused without the metrics token, or with another', async () => {
    const without = await t.app.inject({ method: 'GET', url: '/metrics' })
    expect(without.statusCode).toBe(401)
    expect(without.json()).toEqual({ error: { message: 'The metrics need the metrics token.' } })
    expect((await scrape('Bearer not-the-metrics-token')).statusCode).toBe(401)
    const answered = await scrape()
    expect(answered.statusCode).toBe(200)
    expect(answered.headers['content-type']).toContain('text/plain')
    expect(answered.body).toContain('store_process_resident_memory_bytes')
  })

  test('are not served at all when no token or port is set', async () => {
    const plain = await createTestApp()
    const answer = await plain.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(answer.body).not.toContain('store_http_request_duration_seconds')
    expect(answer.statusCode).toBe(404)
    await plain.close()
  })

  test('count a placed order and its payment, and each call by its route pattern', async () => {
    const placed = await valueOf('store_orders_placed_total')
    const paid = await valueOf('store_orders_paid_total')
    const [item] = await sizedProducts(t.db, 1)
    await stockAt(t.db, item!, { [HUB_ID]: 10 })
    const order = await placeDeliveryOrder(t, item!, null)
    expect(await valueOf('store_orders_placed_total')).toBe(placed + 1)
    await payOrder(t, order)
    expect(await valueOf('store_orders_paid_total')).toBe(paid + 1)
    const text = (await scrape()).body
    expect(text).toContain(
      'store_http_request_duration_seconds_count{route="/api/checkout-trx",method="POST",status="200"} 1',
    )
    expect(text).not.toContain('local_device_id')
  })

  test('count a cart refused for want of stock', async () => {
    const [, item] = await sizedProducts(t.db, 2)
    await setStock(t.db, item!.productSizeId, 1)
    const refused = await valueOf('store_stock_refusals_total{step="cart"}')
    const answer = await cartCalls(t.app).add(newDevice(), item!, 2)
    expect(answer.status).toBe(400)
    expect(await valueOf('store_stock_refusals_total{step="cart"}')).toBe(refused + 1)
  })

  test('count job runs, answer cache hits and misses, and the mails kept to send', async () => {
    await t.app.jobs.run('prune-carts')
    expect(await valueOf('store_job_runs_total{job="prune-carts"}')).toBe(1)
    const misses = await valueOf('store_answer_cache_misses_total')
    const hits = await valueOf('store_answer_cache_hits_total')
    await t.app.inject({ method: 'GET', url: '/api/products?page=7' })
    await t.app.inject({ method: 'GET', url: '/api/products?page=7' })
    expect(await valueOf('store_answer_cache_misses_total')).toBe(misses + 1)
    expect(await valueOf('store_answer_cache_hits_total')).toBe(hits + 1)

    const kept = await valueOf('store_mail_outbox_depth')
    await insertKeptMail(t.db, {
      toAddress: 'dewi@example.co.id',
      subject: 'Your order',
      text: 'Thank you.',
      html: '<p>Thank you.</p>',
      nextAttemptAt: new Date(),
      createdAt: new Date(),
      lastError: 'The mail server refused it.',
    })
    expect(await valueOf('store_mail_outbox_depth')).toBe(kept + 1)
  })

  test('are served on a port of their own when METRICS_PORT is set, the token asked there too', async () => {
    const server = await startMetricsServer(
      t.app,
      // Port 0: any free port, as the system picks it.
      { ...readEnv({ METRICS_TOKEN: TOKEN }), METRICS_PORT: 0 },
    )
    const url = `http://127.0.0.1:${server!.port}/metrics`
    try {
      expect((await fetch(url)).status).toBe(401)
      const answer = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } })
      expect(answer.status).toBe(200)
      expect(await answer.text()).toContain('store_orders_placed_total')
    } finally {
      await server!.close()
    }
  })

  test('report the PostgreSQL pool, which PGlite does not have', async () => {
    const text = (await scrape()).body
    expect(text.includes('store_db_pool_connections{state="idle"}')).toBe(t.kind === 'postgres')
  })
})
