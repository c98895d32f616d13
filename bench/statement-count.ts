import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { buildApp } from '../apps/api/src/app'
import { readEnv } from '../apps/api/src/env'
import { sqlRows as rows } from '../apps/api/src/lib/sql-rows'
import { createCatalogue } from './src/catalogue'
import { formatTable } from './src/table'

/**
 * `BENCH_DATABASE_URL=postgres://… npx tsx bench/statement-count.ts [requests=20]`:
 * the statements PostgreSQL runs for one GET cart, one cart add and one
 * checkout submit (checkout-trx, a pick-up), counted by pg_stat_statements
 * (the server must load it: shared_preload_libraries=pg_stat_statements).
 * Each call is made `requests` times by a fresh guest and the counts divided.
 */
const requests = Number(process.argv.find((arg) => arg.startsWith('requests='))?.slice(9) ?? 20)
const serverUrl = process.env.BENCH_DATABASE_URL
if (!serverUrl)
  throw new Error('needs BENCH_DATABASE_URL=postgres://… (a role that may create databases)')

const catalogue = await createCatalogue(0, serverUrl)
const db = catalogue.database.db
const env = readEnv({
  LOG_LEVEL: 'silent',
  WEB_DIST_DIR: '/nonexistent',
  RATE_LIMIT_PER_MINUTE: '0',
})
const app = await buildApp({ db, env })
await app.listen({ host: '127.0.0.1', port: 0 })
const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
const stats = new pg.Client({ connectionString: serverUrl })
await stats.connect()

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${text.slice(0, 200)}`)
}

/** Runs `each` for `requests` devices prepared by `prepare`, and prints what PostgreSQL ran. */
async function count(
  name: string,
  prepare: (device: string) => Promise<void>,
  each: (device: string) => Promise<void>,
) {
  const devices = Array.from({ length: requests }, () => `count-${crypto.randomUUID()}`)
  for (const device of devices) await prepare(device)
  await stats.query('select pg_stat_statements_reset()')
  for (const device of devices) await each(device)
  const { rows: statements } = await stats.query<{ calls: string; query: string }>(
    `select calls, query from pg_stat_statements
     where dbid <> (select oid from pg_database where datname = current_database())
       and query not like '%pg_stat_statements%'
     order by calls desc, query`,
  )
  const total = statements.reduce((sum, row) => sum + Number(row.calls), 0)
  console.log(`\n== ${name}: ${Math.round((total / requests) * 10) / 10} statements per request ==`)
  console.log(
    formatTable(
      ['per request', 'statement'],
      statements.map((row) => [
        Math.round((Number(row.calls) / requests) * 100) / 100,
        row.query.replace(/\s+/g, ' ').slice(0, 140),
      ]),
    ),
  )
}

try {
  const [item] = await rows<{ id: number; product_id: number; size_code: string }>(
    db,
    sql`select id, product_id, size_code from product_sizes order by id limit 1`,
  )
  if (!item) throw new Error('no product size')
  await db.execute(sql`insert into stocks (product_size_id, showroom_id, qty) values (${item.id}, 1, 1000000)
    on conflict (product_size_id, showroom_id) do update set qty = excluded.qty`)
  const line = (device: string) => ({
    local_device_id: device,
    product_detail_id: Number(item.product_id),
    size: item.size_code,
    qty: 1,
  })
  const add = (device: string) => call('POST', 'cart', line(device))
  const noop = () => Promise.resolve()
  await count('GET cart (one line)', add, (device) => call('GET', `cart?local_device_id=${device}`))
  await count('POST cart (a new guest)', noop, add)
  await count('POST checkout-trx (pick-up)', add, (device) =>
    call('POST', 'checkout-trx', {
      local_device_id: device,
      shipping_type: 'PICKUP_ON_STORE',
      address_recipient_name: 'Dewi Lestari',
      address_recipient_phone: '0812 1111 2222',
      showroom_id: 1,
      guest_email: 'count@example.co.id',
    }),
  )
} finally {
  await stats.end()
  await app.close()
  await catalogue.close()
}
