import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { buildApp } from '../apps/api/src/app'
import { readEnv } from '../apps/api/src/env'
import { sqlRows as rows } from '../apps/api/src/lib/sql-rows'
import { createCatalogue } from './src/catalogue'
import type { BenchOptions } from './src/options'
import { writeResults } from './src/results'
import { formatTable, round } from './src/table'

const ORDERS = 1000
const HOUR = 3600_000

/**
 * `npm run bench -- fulfilment [pg]`: 1,000 paid orders (half by courier, half
 * pick-ups) moved by the advance-orders job to the end: waybills booked,
 * tracked to SHIPPED and COMPLETED, pick-ups made ready, every event mailed
 * (as .eml files) and, for couriers, tracked with the simulator.
 */
export async function runFulfilmentBench(options: BenchOptions) {
  const serverUrl = options.pg ? process.env.BENCH_DATABASE_URL : undefined
  if (options.pg && !serverUrl) throw new Error('pg needs BENCH_DATABASE_URL=postgres://…')
  const engine = serverUrl ? 'postgres' : 'pglite'
  console.log(`\n== fulfilment bench (${engine}, ${ORDERS} paid orders) ==`)
  const catalogue = await createCatalogue(0, serverUrl)
  const db = catalogue.database.db
  const dataDir = await mkdtemp(join(tmpdir(), 'kainara-fulfilment-bench-'))
  const env = readEnv({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    DATA_DIR: dataDir,
    CLOCK_SHIFT: 'on',
  })
  const app = await buildApp({ db, env })
  try {
    const now = app.clock.now()
    await db.execute(sql`insert into orders (trx_no, trx_ref, device_id, request_key, status,
        shipping_type, showroom_id, buyer_name, buyer_email, recipient_name, recipient_phone,
        address_street, province_id, city_id, subdistrict_id, shipping_courier,
        shipping_service_name, shipping_cost, weight_grams, items_total, grand_total, created_at,
        expires_at, paid_at, pickup_code)
      select 'KNBENCH' || lpad(n::text, 8, '0'), 'INV/BENCH/' || lpad(n::text, 6, '0'), 'bench',
        'bench-' || n, 'PAID', case when n % 2 = 0 then 'ONLINE_DELIVERY' else 'PICKUP_ON_STORE' end,
        case when n % 2 = 0 then 1 else 2 end, 'Bench Buyer', 'bench' || n || '@example.co.id',
        'Bench Buyer', '081234567890', 'Jl. Dago 12', 32, 3273, 327301, 'sicepat', 'REG', 18000,
        800, 250000, 268000, ${now}, ${new Date(now.getTime() + 24 * HOUR)}, ${now},
        lpad(n::text, 6, '0')
      from generate_series(1, ${ORDERS}) as n`)
    const countIn = async (status: string) =>
      Number(
        (
          await rows<{ n: number }>(
            db,
            sql`select count(*)::int as n from orders where status = ${status} and trx_no like 'KNBENCH%'`,
          )
        )[0]?.n ?? 0,
      )
    const phases: (string | number)[][] = []
    async function phase(name: string, aheadMs: number, done: () => Promise<boolean>) {
      app.clock.advance(aheadMs)
      const started = performance.now()
      let runs = 0
      let moves = 0
      while (!(await done()) && runs < 200) {
        app.clock.advance(61_000)
        moves += (await app.jobs.run('advance-orders')) ?? 0
        runs += 1
      }
      const ms = performance.now() - started
      phases.push([
        name,
        moves,
        runs,
        round(ms, 0),
        round(ms / Math.max(runs, 1), 1),
        round((moves / ms) * 1000, 1),
      ])
    }
    const half = ORDERS / 2
    await phase('book waybills, prepare pick-ups', 0, async () => (await countIn('PAID')) === 0)
    await phase(
      'pick-ups ready (1 h later)',
      HOUR,
      async () => (await countIn('READY_FOR_PICKUP')) === half,
    )
    await phase('courier picks up: SHIPPED', HOUR, async () => (await countIn('SHIPPED')) === half)
    await phase(
      'delivered: COMPLETED',
      60 * HOUR,
      async () => (await countIn('COMPLETED')) === half,
    )
    console.log(
      formatTable(['phase', 'orders moved', 'job runs', 'ms', 'ms per run', 'moves/s'], phases),
    )
    const mails = (await readdir(join(dataDir, 'mail'))).length
    console.log(
      // The orders are seeded as paid, so their PAID event was never recorded.
      console.log(`mails written: ${mails} (expected ${half * 3}: ready; shipped and delivered)`),
    )
    const path = await writeResults(`fulfilment-${engine}`, {
      engine,
      orders: ORDERS,
      phases,
      mails,
    })
    console.log(`\nresults: ${path}`)
  } finally {
    await app.close()
    await catalogue.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}
