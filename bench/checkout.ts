import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import { buildApp } from '../apps/api/src/app'
import { readEnv } from '../apps/api/src/env'
import { sqlRows as rows } from '../apps/api/src/lib/sql-rows'
import { createCatalogue } from './src/catalogue'
import { CHECKOUT_STEPS, checkoutJourney } from './src/checkout-journey'
import type { StepTimings } from './src/checkout-journey'
import type { BenchOptions } from './src/options'
import { writeResults } from './src/results'
import { formatTable, round } from './src/table'

const SHOPPERS = 10
const RACERS = 50
const LAST_UNITS = 5

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.floor((p / 100) * values.length))
  ] ?? 0

/** `npm run bench -- checkout [pg]`: whole checkouts by concurrent guests, then 50 buyers racing for 5 units. */
export async function runCheckoutBench(options: BenchOptions) {
  const serverUrl = options.pg ? process.env.BENCH_DATABASE_URL : undefined
  if (options.pg && !serverUrl) throw new Error('pg needs BENCH_DATABASE_URL=postgres://…')
  const engine = serverUrl ? 'postgres' : 'pglite'
  const seconds = options.duration
  console.log(`\n== checkout bench (${engine}, ${SHOPPERS} shoppers, ${seconds} s) ==`)
  const catalogue = await createCatalogue(0, serverUrl)
  const db = catalogue.database.db
  const env = readEnv({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    RATE_LIMIT_PER_MINUTE: '0',
    // What the bench signs its payment notifications with, as Faspay would.
    PAYMENT_SANDBOX_SECRET: randomBytes(32).toString('hex'),
  })
  const app = await buildApp({ db, env })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  const timings = Object.fromEntries(
    CHECKOUT_STEPS.map((step) => [step, []]),
  ) as unknown as StepTimings
  try {
    const [item] = await rows<{ id: number; product_id: number; size_code: string }>(
      db,
      sql`select id, product_id, size_code from product_sizes order by id limit 1`,
    )
    if (!item) throw new Error('no product size')
    const target = { productId: Number(item.product_id), size: item.size_code }
    await db.execute(sql`insert into stocks (product_size_id, showroom_id, qty) values (${item.id}, 1, 1000000)
      on conflict (product_size_id, showroom_id) do update set qty = excluded.qty`)
    const until = performance.now() + seconds * 1000
    let failures = 0
    let firstFailure = ''
    await Promise.all(
      Array.from({ length: SHOPPERS }, async () => {
        while (performance.now() < until) {
          await checkoutJourney({ baseUrl, env, item: target, timings }).catch((error: unknown) => {
            failures += 1
            firstFailure ||= String(error)
          })
        }
      }),
    )
    const table = CHECKOUT_STEPS.map((step) => [
      step,
      round(timings[step].length / seconds, 1),
      round(percentile(timings[step], 50), 1),
      round(percentile(timings[step], 99), 1),
      timings[step].length,
    ])
    console.log(formatTable(['step', 'req/s', 'p50 ms', 'p99 ms', 'requests'], table))
    console.log(`journeys failed: ${failures} ${firstFailure}`)

    await db.execute(sql`update stocks set qty = 0 where product_size_id = ${item.id}`)
    await db.execute(
      sql`update stocks set qty = ${RACERS} where product_size_id = ${item.id} and showroom_id = 1`,
    )
    const racers = Array.from({ length: RACERS }, () => `race-${crypto.randomUUID()}`)
    for (const device of racers) {
      await fetch(`${baseUrl}/api/cart`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          local_device_id: device,
          product_detail_id: target.productId,
          size: target.size,
          qty: 1,
        }),
      })
    }
    await db.execute(
      sql`update stocks set qty = ${LAST_UNITS} where product_size_id = ${item.id} and showroom_id = 1`,
    )
    const started = performance.now()
    const statuses = await Promise.all(
      racers.map(async (device) => {
        const response = await fetch(`${baseUrl}/api/checkout-trx`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            local_device_id: device,
            shipping_type: 'PICKUP_ON_STORE',
            address_recipient_name: 'Dewi Lestari',
            address_recipient_phone: '0812 1111 2222',
            showroom_id: 1,
            guest_email: 'race@example.co.id',
          }),
        })
        await response.arrayBuffer()
        return response.status
      }),
    )
    const raceMs = performance.now() - started
    const [left] = await rows<{ qty: number }>(
      db,
      sql`select qty from stocks where product_size_id = ${item.id} and showroom_id = 1`,
    )
    const sold = statuses.filter((status) => status === 200).length
    console.log(
      `race: ${RACERS} buyers for ${LAST_UNITS} units: ${sold} orders, ${statuses.filter((s) => s === 400).length} refused, ${Number(left?.qty)} left, all answered in ${round(raceMs, 0)} ms`,
    )
    const path = await writeResults(`checkout-${engine}`, {
      engine,
      seconds,
      shoppers: SHOPPERS,
      steps: table,
      failures,
      race: {
        racers: RACERS,
        units: LAST_UNITS,
        sold,
        left: Number(left?.qty),
        ms: round(raceMs, 0),
      },
    })
    console.log(`\nresults: ${path}`)
  } finally {
    await app.close()
    await catalogue.close()
  }
}
