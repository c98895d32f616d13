import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { toWibText } from '@store/contract/format/wib-text'
import { buildApp } from '../apps/api/src/app'
import { readEnv } from '../apps/api/src/env'
import { hashPassword } from '../apps/api/src/lib/auth/passwords'
import { issueStaffSession } from '../apps/api/src/lib/auth/staff-session.repository'
import { createStaff } from '../apps/api/src/routes/admin/auth/staff.repository'
import { createCatalogue } from './src/catalogue'
import { explainRequest } from './src/query-plans'
import type { BenchCatalogue } from './src/catalogue'
import type { BenchOptions } from './src/options'
import { machine, writeResults } from './src/results'
import { formatTable, round } from './src/table'

const SIZES = [1_000, 100_000]
const REQUESTS = 25
/** Order 505 is a courier order with a waybill, order 510 a collected pick-up, at both sizes. */
const COURIER = 505
const PICKUP = 510
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
/** Order n's reference: 'BN' and n in base 32 of the shop's alphabet, then its WIB day. */
const letters = (n: number) =>
  `BN${Array.from({ length: 6 }, (_, k) => ALPHABET[Math.floor(n / 32 ** (5 - k)) % 32]).join('')}`

/**
 * Orders 1..count, one a minute back from `now`, the newest first; a third
 * are pick-ups. The newest 1,000 are a shop's working set: a tenth waiting,
 * the rest paid and moving, done or closed. Older orders are history, as in a
 * real shop: completed, expired or cancelled; one in 5,000 flagged for a person.
 */
async function seedOrders(db: BenchCatalogue['database']['db'], count: number, now: Date) {
  await db.execute(sql`insert into orders (trx_no, trx_ref, device_id, request_key, status,
      shipping_type, showroom_id, buyer_name, buyer_email, recipient_name, recipient_phone,
      shipping_courier, shipping_service_name, shipping_cost, items_total, grand_total,
      created_at, expires_at, paid_at, no_resi, pickup_code, payment_channel, attention, attention_at)
    select 'KNB' || lpad(n::text, 9, '0'), ref || '-' || to_char(at at time zone 'Asia/Jakarta', 'YYYYMMDD'),
      'bench', 'bench-' || n, status, type, 1 + n % 12, 'Buyer ' || n, 'buyer' || n || '@example.co.id',
      'Buyer ' || n, case when type = 'ONLINE_DELIVERY' then '0812' || lpad(n::text, 8, '0') end,
      case when type = 'ONLINE_DELIVERY' then 'sicepat' end, case when type = 'ONLINE_DELIVERY' then 'REG' end,
      18000, 250000, 268000, at, at + interval '1 day',
      case when status not in ('WAITING_PAYMENT', 'EXPIRED') then at + interval '10 minutes' end,
      case when type = 'ONLINE_DELIVERY' and status in ('PROCESSED', 'SHIPPED', 'COMPLETED')
        then '0045' || lpad(n::text, 8, '0') end,
      case when type = 'PICKUP_ON_STORE' and status <> 'WAITING_PAYMENT' then lpad(n::text, 6, '0') end,
      case when status <> 'WAITING_PAYMENT' then 'BCA Virtual Account' end,
      case when n % 5000 = 7 then 'The bank reversed this payment after the order was completed.' end,
      case when n % 5000 = 7 then at + interval '1 day' end
    from (
      select n, at, type, 'BN' || (select string_agg(substr(${ALPHABET}, (n / (32 ^ k)::bigint % 32)::int + 1, 1), '' order by k desc)
          from generate_series(0, 5) as k) as ref,
        case when n > 1000 then case when n % 20 < 17 then 'COMPLETED' when n % 20 < 19 then 'EXPIRED' else 'CANCELLED' end
          when n % 20 < 2 then 'WAITING_PAYMENT' when n % 20 < 4 then 'PAID'
          when n % 20 < 6 then 'PROCESSED'
          when n % 20 < 8 then case when type = 'PICKUP_ON_STORE' then 'READY_FOR_PICKUP' else 'SHIPPED' end
          when n % 20 < 17 then 'COMPLETED' when n % 20 < 19 then 'EXPIRED' else 'CANCELLED' end as status
      from (select n, ${now}::timestamptz - n * interval '1 minute' as at,
          case when n % 3 = 0 then 'PICKUP_ON_STORE' else 'ONLINE_DELIVERY' end as type
        from generate_series(1, ${count}) as n) as base
    ) as o`)
  await db.execute(sql`analyze orders`)
}

async function boardApp(size: number, serverUrl: string | undefined) {
  // Two demo catalogues need two database names on a server: createCatalogue names them by size.
  const catalogue = await createCatalogue(size === SIZES[0] ? 0 : 1, serverUrl)
  const db = catalogue.database.db
  const dataDir = await mkdtemp(join(tmpdir(), 'kainara-board-bench-'))
  const env = readEnv({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    ADMIN_DIST_DIR: '/nonexistent',
    DATA_DIR: dataDir,
    BACKGROUND_JOBS: 'off',
    MEDIA_PRERENDER: 'off',
  })
  const app = await buildApp({ db, env })
  await seedOrders(db, size, app.clock.now())
  const staffId = await createStaff(
    db,
    {
      email: 'bench@kainara.test',
      name: 'Bench',
      role: 'STAFF',
      passwordHash: await hashPassword('bench password 2026'),
    },
    [],
  )
  const token = await issueStaffSession(db, staffId ?? 0, true, app.clock.now())
  return {
    app,
    token,
    catalogue,
    env,
    async close() {
      await app.close()
      await catalogue.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/** The board's calls a person makes, each expected to find what `expect` says. */
function cases(
  refDay: string,
  today: string,
): { name: string; path: string; query: Record<string, string>; expect: number }[] {
  const ref = (n: number, day: string) => `${letters(n)}-${day}`
  return [
    { name: 'first page', path: 'orders-board', query: {}, expect: 50 },
    {
      name: 'filtered page: to pack',
      path: 'orders-board',
      query: { group: 'to_pack' },
      expect: 50,
    },
    {
      name: 'filtered page: showroom 4, paid, pick-up',
      path: 'orders-board',
      query: { showroom_id: '4', payment: 'paid', type: 'PICKUP_ON_STORE' },
      expect: 50,
    },
    {
      name: 'search: reference',
      path: 'orders-board',
      query: { q: ref(COURIER, refDay) },
      expect: 1,
    },
    {
      name: 'search: 8-character order number',
      path: 'orders-board',
      query: { q: letters(COURIER) },
      expect: 1,
    },
    {
      name: 'search: waybill',
      path: 'orders-board',
      query: { q: `0045${String(COURIER).padStart(8, '0')}` },
      expect: 1,
    },
    {
      name: 'search: e-mail',
      path: 'orders-board',
      query: { q: `BUYER${COURIER}@example.co.id` },
      expect: 1,
    },
    {
      name: 'search: phone',
      path: 'orders-board',
      query: { q: `+62 812${String(COURIER).padStart(8, '0')}` },
      expect: 1,
    },
    {
      name: 'search: pick-up code',
      path: 'orders-board',
      query: { q: String(PICKUP).padStart(6, '0') },
      expect: 1,
    },
    { name: 'counts (open groups)', path: 'orders-board/counts', query: {}, expect: -1 },
    {
      name: 'counts (history, one day)',
      path: 'orders-board/counts',
      query: { from: today, to: today },
      expect: -1,
    },
    {
      name: 'filtered page: needs attention',
      path: 'orders-board',
      query: { attention: 'yes' },
      expect: -2,
    },
  ]
}

async function timeOne(
  app: FastifyInstance,
  token: string,
  path: string,
  query: Record<string, string>,
) {
  const started = performance.now()
  const response = await app.inject({
    method: 'GET',
    url: `/api/admin/${path}?${new URLSearchParams(query).toString()}`,
    headers: { authorization: `Bearer ${token}` },
  })
  const ms = performance.now() - started
  if (response.statusCode !== 200) throw new Error(`${path} failed: ${response.body.slice(0, 300)}`)
  const orders = (JSON.parse(response.body) as { data: { orders?: unknown[] } }).data.orders
  return { ms, found: orders?.length ?? -1 }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

/**
 * `npm run bench -- orders-board [pg]`: the orders board at 1,000 and
 * 100,000 orders, through the real route handler. Requests alternate between
 * the two stores one at a time, so both sizes see the same machine.
 */
export async function runOrdersBoardBench(options: BenchOptions) {
  const serverUrl = options.pg ? process.env.BENCH_DATABASE_URL : undefined
  if (options.pg && !serverUrl) throw new Error('pg needs BENCH_DATABASE_URL=postgres://…')
  console.log(
    `\n== orders board bench (${serverUrl ? 'postgres' : 'pglite'}, ${SIZES.join(' and ')} orders) ==`,
  )
  const seeded = performance.now()
  const stores = [
    await boardApp(SIZES[0] ?? 0, serverUrl),
    await boardApp(SIZES[1] ?? 0, serverUrl),
  ]
  console.log(`seeded both stores in ${round((performance.now() - seeded) / 1000, 1)} s`)
  try {
    const now = stores[0]?.app.clock.now() ?? new Date()
    const refDay = toWibText(new Date(now.getTime() - COURIER * 60_000), 'day').replace(/-/g, '')
    const today = toWibText(now, 'day')
    const rows: (string | number)[][] = []
    const figures: Record<string, { small: number; large: number; ratio: number }> = {}
    for (const item of cases(refDay, today)) {
      const times: number[][] = [[], []]
      for (let n = 0; n < REQUESTS + 2; n += 1)
        for (const [index, store] of stores.entries()) {
          const { ms, found } = await timeOne(store.app, store.token, item.path, item.query)
          if (item.expect >= 0 && found !== item.expect)
            throw new Error(
              `${item.name} found ${found} orders at size ${index}, not ${item.expect}`,
            )
          // The first two rounds warm the plan caches and the pages of both stores.
          if (n >= 2) times[index]?.push(ms)
        }
      const small = median(times[0] ?? [])
      const large = median(times[1] ?? [])
      figures[item.name] = { small, large, ratio: large / small }
      rows.push([item.name, round(small, 2), round(large, 2), round(large / small, 2)])
    }
    console.log(
      formatTable(['call', '1k orders ms (median)', '100k orders ms (median)', '100k / 1k'], rows),
    )
    // How the largest store answers each call: the scans of its orders query.
    const large = stores[1]
    const plans: Record<string, unknown> = {}
    if (large)
      for (const item of cases(refDay, today)) {
        const url = `/api/admin/${item.path}?${new URLSearchParams(item.query).toString()}`
        const found = await explainRequest(large.catalogue.database, large.env, url, {
          authorization: `Bearer ${large.token}`,
        })
        const board = found.filter((plan) => plan.sql.includes('from "orders"'))
        plans[item.name] = board
        for (const plan of board)
          console.log(`${item.name}: ${plan.executionMs} ms, ${plan.accessPaths.join(', ')}`)
      }
    const host = machine()
    console.log(
      `${REQUESTS} requests each, alternating; load average ${host.loadAverage.join(' ')}, ${host.cpus} x ${host.cpuModel}`,
    )
    await writeResults('orders-board', { figures, plans, requests: REQUESTS, machine: host })
  } finally {
    for (const store of stores) await store.close()
  }
}
