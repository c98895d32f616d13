import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../apps/api/src/app'
import { readEnv } from '../apps/api/src/env'
import type { Env } from '../apps/api/src/env'
import { hashPassword } from '../apps/api/src/lib/auth/passwords'
import { issueStaffSession } from '../apps/api/src/lib/auth/staff-session.repository'
import { sqlRows as rows } from '../apps/api/src/lib/sql-rows'
import { createStaff } from '../apps/api/src/routes/admin/auth/staff.repository'
import { createCatalogue } from './src/catalogue'
import { paidNotification } from './src/checkout-journey'
import type { BenchOptions } from './src/options'
import { writeResults } from './src/results'
import { formatTable, round } from './src/table'

/** Cancels timed at each size; the first WARM_UP of them and their references are not counted. */
const ORDERS = 33
const WARM_UP = 3
const SHOWROOM = 1

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.floor((p / 100) * values.length))
  ] ?? NaN

async function call(app: FastifyInstance, url: string, payload: object, token?: string) {
  const response = await app.inject({
    method: 'POST',
    url,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  if (response.statusCode !== 200)
    throw new Error(`${url} answered ${response.statusCode}: ${response.body}`)
  return response.json<{ data: Record<string, unknown> }>()
}

/** A guest's paid pick-up order of one unit, placed and paid through the API as a shopper's is. */
async function paidOrder(
  app: FastifyInstance,
  env: Env,
  item: { productId: number; size: string },
) {
  const device = `cancel-bench-${crypto.randomUUID()}`
  await call(app, '/api/cart', {
    local_device_id: device,
    product_detail_id: item.productId,
    size: item.size,
    qty: 1,
  })
  const placed = await call(app, '/api/checkout-trx', {
    local_device_id: device,
    shipping_type: 'PICKUP_ON_STORE',
    address_recipient_name: 'Dewi Lestari',
    address_recipient_phone: '0812 1111 2222',
    showroom_id: SHOWROOM,
    guest_email: 'cancel-bench@example.co.id',
  })
  const bill = (
    placed.data as { payment_data: { order_id: string; bill_total: string; merchant_id: string } }
  ).payment_data
  await call(app, '/api/payment/notification', {
    request: 'Payment Notification',
    merchant: 'KAINARA',
    ...paidNotification(bill, env, 'cancel-bench'),
  })
  return bill.order_id
}

/**
 * `npm run bench -- staff-cancel [sizes=demo,100000] [pg]`: a staff member
 * cancelling paid orders one after the other, each cancel followed by a note
 * added to the same order, the reference: the same sign-in check, order
 * lookup and whole-order answer, with a one-row write and its audit line in a
 * transaction, and nothing of the stock or the catalogue.
 */
export async function runStaffCancelBench(options: BenchOptions) {
  const serverUrl = options.pg ? process.env.BENCH_DATABASE_URL : undefined
  if (options.pg && !serverUrl) throw new Error('pg needs BENCH_DATABASE_URL=postgres://…')
  const engine = serverUrl ? 'postgres' : 'pglite'
  console.log(`\n== staff cancel bench (${engine}, ${ORDERS - WARM_UP} cancels a size) ==`)
  const table = []
  for (const size of options.sizes) {
    const catalogue = await createCatalogue(size, serverUrl)
    const db = catalogue.database.db
    const dataDir = await mkdtemp(join(tmpdir(), 'kainara-cancel-bench-'))
    const env = readEnv({
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
      ADMIN_DIST_DIR: '/nonexistent',
      DATA_DIR: dataDir,
      BACKGROUND_JOBS: 'off',
      MEDIA_PRERENDER: 'off',
      RATE_LIMIT_PER_MINUTE: '0',
    })
    const app = await buildApp({ db, env })
    try {
      await app.ready()
      const [item] = await rows<{ id: number; product_id: number; size_code: string }>(
        db,
        sql`select ps.id, ps.product_id, ps.size_code from product_sizes ps
            join products p on p.id = ps.product_id
            where p.is_active and ps.is_available order by ps.id limit 1`,
      )
      if (!item) throw new Error('no product size on sale')
      await db.execute(sql`insert into stocks (product_size_id, showroom_id, qty)
        values (${item.id}, ${SHOWROOM}, 100000)
        on conflict (product_size_id, showroom_id) do update set qty = excluded.qty`)
      const staffId = await createStaff(
        db,
        {
          email: 'cancel-bench@kainara.test',
          name: 'Bench',
          role: 'OWNER',
          passwordHash: await hashPassword('bench password 2026'),
        },
        [],
      )
      const token = await issueStaffSession(db, staffId ?? 0, true, app.clock.now())
      const target = { productId: Number(item.product_id), size: item.size_code }
      const refs = []
      for (let n = 0; n < ORDERS; n++) refs.push(await paidOrder(app, env, target))
      const cancels: number[] = []
      const notes: number[] = []
      const loadBefore = loadAverage()
      for (const [n, ref] of refs.entries()) {
        let started = performance.now()
        await call(
          app,
          '/api/admin/orders/cancel',
          { ref, reason: 'Bench: the buyer asked.' },
          token,
        )
        const cancelled = performance.now() - started
        started = performance.now()
        await call(app, '/api/admin/orders/notes', { ref, body: 'Bench: a note.' }, token)
        const noted = performance.now() - started
        if (n < WARM_UP) continue
        cancels.push(cancelled)
        notes.push(noted)
      }
      const row = {
        products: catalogue.productCount,
        cancelMedian: round(percentile(cancels, 50), 1),
        cancelP90: round(percentile(cancels, 90), 1),
        noteMedian: round(percentile(notes, 50), 1),
        noteP90: round(percentile(notes, 90), 1),
        ratio: round(percentile(cancels, 50) / percentile(notes, 50), 2),
        loadBefore,
        loadAfter: loadAverage(),
      }
      table.push(row)
      console.log(
        `${row.products} products: cancel median ${row.cancelMedian} ms (p90 ${row.cancelP90}), ` +
          `note median ${row.noteMedian} ms (p90 ${row.noteP90}), cancel / note ${row.ratio}, ` +
          `load average ${row.loadBefore} -> ${row.loadAfter}`,
      )
    } finally {
      await app.close()
      await catalogue.close()
      await rm(dataDir, { recursive: true, force: true })
    }
  }
  console.log(
    '\n' +
      formatTable(
        [
          'products',
          'cancel p50 ms',
          'cancel p90',
          'note p50 ms',
          'note p90',
          'cancel / note',
          'load avg',
        ],
        table.map((row) => [
          row.products,
          row.cancelMedian,
          row.cancelP90,
          row.noteMedian,
          row.noteP90,
          row.ratio,
          `${row.loadBefore} -> ${row.loadAfter}`,
        ]),
      ),
  )
  const path = await writeResults(`staff-cancel-${engine}`, {
    engine,
    orders: ORDERS - WARM_UP,
    table,
  })
  console.log(`\nresults: ${path}`)
}
