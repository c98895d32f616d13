import { join } from 'node:path'
import pg from 'pg'
import { readEnv } from '../apps/api/src/env'
import { startCluster } from '../e2e/cluster/harness'
import type { Cluster } from '../e2e/cluster/harness'
import { watchUsage } from './src/cluster-usage'
import type { UsageReport } from './src/cluster-usage'
import { proveSale } from './src/flash-sale-proofs'
import type { Proof, SaleSize } from './src/flash-sale-proofs'
import { emptySaleLog, SALE_STEPS, shop } from './src/flash-sale-shopper'
import type { SaleItem, SaleLog } from './src/flash-sale-shopper'
import type { BenchOptions } from './src/options'
import { machine, writeResults } from './src/results'
import { formatTable, round } from './src/table'

const HUB = 1
const PAY_SHARE = 0.8
/** basePort of the one-instance and the two-instance run (decision 059). */
const PORTS: Record<number, number> = { 1: 27_950, 2: 27_900 }

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.floor((p / 100) * values.length))
  ] ?? 0

async function operator(cluster: Cluster, baseUrl: string, path: string, body: unknown) {
  const response = await fetch(`${baseUrl}/api/operator/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${cluster.operatorToken}`,
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  })
  const json = (await response.json()) as { data?: Record<string, unknown>; error?: unknown }
  if (response.status !== 200)
    throw new Error(`operator ${path}: ${response.status} ${JSON.stringify(json)}`)
  return json.data ?? {}
}

/** The sale's sizes: the first product with three sizes, its stock set at the hub showroom only. */
async function prepareSale(cluster: Cluster, unitsPerSize: number) {
  const client = new pg.Client({ connectionString: cluster.databaseUrl })
  await client.connect()
  try {
    const chosen = await client.query<{ id: number; product_id: number; size_code: string }>(
      `select id, product_id, size_code from product_sizes
       where is_available and product_id = (
         select product_id from product_sizes where is_available
         group by product_id having count(*) >= 3 order by product_id limit 1)
       order by sort_order, id limit 3`,
    )
    const showrooms = await client.query<{ id: number }>('select id from showrooms order by id')
    const browse = await client.query<{ product_id: number }>(
      `select distinct ps.product_id from product_sizes ps join stocks s on s.product_size_id = ps.id
       where s.qty > 0 order by ps.product_id limit 30`,
    )
    const sizes: SaleSize[] = []
    const items: SaleItem[] = []
    for (const row of chosen.rows) {
      for (const showroom of showrooms.rows)
        await operator(cluster, cluster.url, 'stock', {
          product: String(row.product_id),
          size: row.size_code,
          showroom_id: showroom.id,
          qty: showroom.id === HUB ? unitsPerSize : 0,
        })
      sizes.push({ productSizeId: row.id, size: row.size_code, startingStock: unitsPerSize })
      items.push({ productId: Number(row.product_id), size: row.size_code })
    }
    if (items.length < 3) throw new Error('the demo catalogue has no product with three sizes')
    return {
      sizes,
      items,
      browse: browse.rows
        .map((row) => Number(row.product_id))
        .filter((id) => id !== items[0]?.productId),
    }
  } finally {
    await client.end()
  }
}

async function waitingOrders(cluster: Cluster, billNos: string[]) {
  const client = new pg.Client({ connectionString: cluster.databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ count: string }>(
      `select count(*) from orders where status = 'WAITING_PAYMENT' and trx_no = any($1)`,
      [billNos],
    )
    return Number(rows[0]?.count ?? 0)
  } finally {
    await client.end()
  }
}

/** Moves every instance's clock past the 1x24 hour hold, then runs the expiry and the mail jobs until they are done. */
async function closeTheSale(cluster: Cluster, log: SaleLog) {
  for (const instance of cluster.instances)
    await operator(cluster, instance.url, 'clock', { minutes: 25 * 60 })
  const billNos = log.placed.map((order) => order.billNo)
  let expired = 0
  for (let run = 0; run < 20 && (await waitingOrders(cluster, billNos)) > 0; run += 1) {
    // A run that finds another instance's scheduled run holding the lock answers null.
    const data = await operator(cluster, cluster.url, 'jobs/run', { name: 'expire-orders' })
    expired += Number(data.count ?? 0)
    if (!data.count) await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  let sent = 0
  for (let run = 0; run < 40; run += 1) {
    const data = await operator(cluster, cluster.url, 'jobs/run', { name: 'send-order-events' })
    await operator(cluster, cluster.url, 'jobs/run', { name: 'retry-mail' })
    sent += Number(data.count ?? 0)
    if (data.count === 0) break
  }
  return { expired, eventsSentAfter: sent }
}

interface SaleRun {
  instances: number
  seconds: number
  loadBefore: number[]
  loadAfter: number[]
  log: SaleLog
  usage: UsageReport
  proofs: Proof[]
  expired: number
  eventsSentAfter: number
}

async function runSale(instances: number, options: BenchOptions): Promise<SaleRun> {
  console.log(`\n-- ${instances} instance${instances > 1 ? 's' : ''}: starting the cluster --`)
  const cluster = await startCluster({
    instances,
    basePort: PORTS[instances],
    poolSize: options.poolSize,
  })
  // The shoppers' notifications are signed as the cluster's built-in page signs them.
  const env = readEnv({ LOG_LEVEL: 'silent', PAYMENT_SANDBOX_SECRET: cluster.paymentSandboxSecret })
  try {
    const sale = await prepareSale(cluster, options.saleUnits)
    const log = emptySaleLog()
    // One list page and the product page once, so the first shoppers do not all fill the caches.
    await fetch(`${cluster.url}/api/products?page=1&limit=8&sort=NEWEST`).then((r) => r.text())
    const loadBefore = machine().loadAverage
    const usage = watchUsage(
      cluster.instances.map((instance) => instance.metricsUrl),
      PORTS[instances] ?? 0,
      cluster.databaseUrl,
    )
    const started = performance.now()
    const until = started + options.saleSeconds * 1000
    let next = 0
    await Promise.all(
      Array.from({ length: options.connections }, async () => {
        while (next < options.shoppers && performance.now() < until) {
          const index = next
          next += 1
          await shop({
            index,
            baseUrl: cluster.url,
            env,
            items: sale.items,
            browse: sale.browse,
            payShare: PAY_SHARE,
            log,
          })
        }
      }),
    )
    const seconds = (performance.now() - started) / 1000
    const report = await usage.stop()
    const loadAfter = machine().loadAverage
    if (next < options.shoppers)
      console.log(`the sale's ${options.saleSeconds} s ran out after ${next} shoppers`)
    const closed = await closeTheSale(cluster, log)
    const proofs = await proveSale({
      databaseUrl: cluster.databaseUrl,
      mailDir: join(cluster.dataDir, 'mail'),
      sizes: sale.sizes,
      log,
    })
    return { instances, seconds, loadBefore, loadAfter, log, usage: report, proofs, ...closed }
  } finally {
    await cluster.stop()
  }
}

function stepRows(run: SaleRun) {
  return SALE_STEPS.map((step) => {
    const record = run.log.steps[step]
    const statuses = Object.entries(record.statuses)
      .filter(([status]) => status !== '200')
      .map(([status, count]) => `${status}:${count}`)
      .join(' ')
    return [
      step,
      record.ms.length,
      round(record.ms.length / run.seconds, 1),
      round(percentile(record.ms, 50), 1),
      round(percentile(record.ms, 95), 1),
      round(percentile(record.ms, 99), 1),
      statuses || '-',
    ]
  })
}

function printRun(run: SaleRun) {
  const { log, usage } = run
  const requests = SALE_STEPS.reduce((sum, step) => sum + log.steps[step].ms.length, 0)
  console.log(
    `\n== flash sale on ${run.instances} instance${run.instances > 1 ? 's' : ''}: ${round(run.seconds, 1)} s, ${requests} requests (${round(requests / run.seconds, 1)} req/s), load average ${run.loadBefore.join(' ')} -> ${run.loadAfter.join(' ')} ==`,
  )
  console.log(
    formatTable(
      ['step', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'not 200'],
      stepRows(run),
    ),
  )
  console.log(
    `orders: ${log.placed.length} placed (${round(log.placed.length / run.seconds, 1)}/s), ${log.paidAnswers.length} paid, ${run.expired} expired by the job; shoppers refused a unit: ${log.refused}; journeys broken otherwise: ${log.broken}${log.firstBreak ? ` (first: ${log.firstBreak.slice(0, 200)})` : ''}`,
  )
  console.log(
    `CPU (cores busy on average): ${usage.instanceCores.map((cores, index) => `instance ${index + 1} ${cores}`).join(', ')}, PostgreSQL ${usage.postgresCores}, bench ${usage.benchCores}, nginx and others ${usage.otherCores}; machine ${usage.machineCores} of ${machine().cpus}`,
  )
  console.log(
    `instances: requests ${usage.requestsPerInstance.join(' / ')}, mean time inside ${usage.instanceMeanMs.join(' / ')} ms, pool in use max ${usage.poolInUseMax.join(' / ')}, pool waiting max ${usage.poolWaitingMax.join(' / ')} (mean ${usage.poolWaitingMean.join(' / ')}), event loop p99 lag max ${usage.loopLagMaxMs.join(' / ')} ms, GC ${usage.gcSeconds.join(' / ')} s`,
  )
  console.log(
    `PostgreSQL: statements running ${usage.activeMean} on average, in a transaction waiting for the instance's next statement ${usage.idleInTransactionMean}, backends waiting for a lock ${usage.lockWaitsMean} on average (max ${usage.lockWaitsMax})`,
  )
  for (const proof of run.proofs)
    console.log(`${proof.pass ? 'PASS' : 'FAIL'}  ${proof.name}: ${proof.detail}`)
}

/**
 * `npm run bench -- flash-sale [shoppers=500] [connections=50] [sale-seconds=120] [sale-units=120] [pool-size=10]`:
 * the same sale on one instance and on two behind nginx, each on a fresh
 * PostgreSQL, then the proofs from the database and the ratio of the two.
 */
export async function runFlashSaleBench(options: BenchOptions) {
  console.log(
    `\n== flash-sale bench (${options.shoppers} shoppers, ${options.connections} at a time, at most ${options.saleSeconds} s per sale, 3 sizes x ${options.saleUnits} units, ${PAY_SHARE * 100} % of orders paid, a pool of ${options.poolSize} per instance) ==`,
  )
  const runs: SaleRun[] = []
  for (const instances of [1, 2]) {
    const run = await runSale(instances, options)
    printRun(run)
    runs.push(run)
  }
  const [one, two] = runs
  if (!one || !two) return
  const rate = (run: SaleRun) =>
    SALE_STEPS.reduce((sum, step) => sum + run.log.steps[step].ms.length, 0) / run.seconds
  const p99 = (run: SaleRun, step: (typeof SALE_STEPS)[number]) =>
    percentile(run.log.steps[step].ms, 99)
  const ratio = round(rate(two) / rate(one), 2)
  console.log(
    `\n2 instances vs 1: ${ratio}x the requests per second (${round(rate(two), 1)} vs ${round(rate(one), 1)}), checkout-trx p99 ${round(p99(two, 'checkout-trx'), 0)} vs ${round(p99(one, 'checkout-trx'), 0)} ms, cart-add p99 ${round(p99(two, 'cart-add'), 0)} vs ${round(p99(one, 'cart-add'), 0)} ms`,
  )
  console.log(
    `This machine has ${machine().cpus} cores shared by the instances, PostgreSQL, nginx, the shoppers and other people's work: a second instance adds no CPU, so it cannot scale here. ` +
      `The machine was ${two.usage.machineCores} of ${machine().cpus} cores busy during the two-instance sale (instances ${two.usage.instanceCores.join(' + ')}, PostgreSQL ${two.usage.postgresCores}, the shoppers ${two.usage.benchCores}).`,
  )
  const failed = runs.flatMap((run) => run.proofs.filter((proof) => !proof.pass))
  const path = await writeResults('flash-sale', {
    shoppers: options.shoppers,
    connections: options.connections,
    saleUnits: options.saleUnits,
    poolSize: options.poolSize,
    payShare: PAY_SHARE,
    ratio,
    runs: runs.map((run) => ({
      instances: run.instances,
      seconds: round(run.seconds, 1),
      loadBefore: run.loadBefore,
      loadAfter: run.loadAfter,
      steps: stepRows(run),
      placed: run.log.placed.length,
      paid: run.log.paidAnswers.length,
      expired: run.expired,
      refused: run.log.refused,
      broken: run.log.broken,
      firstBreak: run.log.firstBreak,
      usage: run.usage,
      proofs: run.proofs,
    })),
  })
  console.log(`\nresults: ${path}`)
  if (failed.length) {
    console.log(`${failed.length} proof(s) FAILED`)
    process.exitCode = 1
  }
}
