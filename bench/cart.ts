import type { AddressInfo } from 'node:net'
import { Worker } from 'node:worker_threads'
import { sql } from 'drizzle-orm'
import { buildApp } from '../apps/api/src/app'
import { readEnv } from '../apps/api/src/env'
import { createCatalogue } from './src/catalogue'
import type { CallName, ShopperJob, Timings } from './src/cart-shoppers'
import type { BenchOptions } from './src/options'
import { writeResults } from './src/results'
import { formatTable, round } from './src/table'

const SHOPPERS = [10, 50]

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

function runShoppers(job: ShopperJob): Promise<Timings> {
  return new Promise((resolve, reject) => {
    // NOTE: Node 20 does not apply `--import tsx` to a worker's entry, so the worker registers tsx itself.
    const entry = new URL('./src/cart-shoppers.ts', import.meta.url).href
    const code = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
      .then(({ register }) => { register(); return import(${JSON.stringify(entry)}) })`
    const worker = new Worker(code, { eval: true, workerData: job })
    worker.once('message', (timings: Timings) => resolve(timings))
    worker.once('error', reject)
  })
}

/** Sizes stocked enough that a line of 2 is never refused. */
async function stockedItems(db: Awaited<ReturnType<typeof createCatalogue>>['database']['db']) {
  const result: unknown = await db.execute(sql`
    select ps.product_id, ps.size_code from product_sizes ps
    where exists (select 1 from stocks s where s.product_size_id = ps.id and s.qty >= 2)
    order by ps.id limit 200`)
  return (result as { rows: { product_id: number; size_code: string }[] }).rows.map((row) => ({
    productId: Number(row.product_id),
    size: row.size_code,
  }))
}

/** `npm run bench -- cart [pg]`: many devices adding, raising, reading and removing at once. */
export async function runCartBench(options: BenchOptions) {
  const serverUrl = options.pg ? process.env.BENCH_DATABASE_URL : undefined
  if (options.pg && !serverUrl) throw new Error('pg needs BENCH_DATABASE_URL=postgres://…')
  const engine = serverUrl ? 'postgres' : 'pglite'
  const seconds = options.duration
  console.log(`\n== cart bench (${engine}, ${seconds} s per run) ==`)
  const catalogue = await createCatalogue(0, serverUrl)
  const env = readEnv({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    RATE_LIMIT_PER_MINUTE: '0',
  })
  const app = await buildApp({ db: catalogue.database.db, env })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  const rows: (string | number)[][] = []
  const runs = []
  try {
    const items = await stockedItems(catalogue.database.db)
    for (const shoppers of SHOPPERS) {
      process.stdout.write(`  ${shoppers} shoppers, ${seconds} s … `)
      const timings = await runShoppers({ baseUrl, shoppers, seconds, items })
      process.stdout.write(`${timings.failures} failures ${timings.firstFailure}\n`)
      const calls = (Object.keys(timings) as (keyof Timings)[]).filter(
        (key): key is CallName => key !== 'failures' && key !== 'firstFailure',
      )
      for (const call of calls) {
        const values = timings[call]
        const result = {
          shoppers,
          call,
          requestsPerSecond: round(values.length / seconds, 1),
          p50Ms: round(percentile(values, 50), 1),
          p99Ms: round(percentile(values, 99), 1),
          requests: values.length,
        }
        runs.push({ ...result, failures: timings.failures })
        rows.push([
          shoppers,
          call,
          result.requestsPerSecond,
          result.p50Ms,
          result.p99Ms,
          result.requests,
        ])
      }
    }
  } finally {
    await app.close()
    await catalogue.close()
  }
  console.log(`\nCart calls (${engine}; each shopper is its own device, calls in turn)\n`)
  console.log(formatTable(['shoppers', 'call', 'req/s', 'p50 ms', 'p99 ms', 'requests'], rows))
  const path = await writeResults(`cart-${engine}`, { engine, seconds, runs })
  console.log(`\nresults: ${path}`)
}
