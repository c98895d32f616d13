import { join } from 'node:path'
import { readEnv } from '../apps/api/src/env'
import { startCluster } from '../e2e/cluster/harness'
import { watchUsage } from './src/cluster-usage'
import { cpuIndex } from './src/first-start/cpu-index'
import {
  arriveOpenLoop,
  highestServed,
  mergedLog,
  openStepRows,
  percentile,
  printOpenSteps,
} from './src/flash-sale-open-loop'
import type { OpenStep } from './src/flash-sale-open-loop'
import type { UsageReport } from './src/cluster-usage'
import { proveSale } from './src/flash-sale-proofs'
import { closeTheSale, prepareSale } from './src/flash-sale-setup'
import type { Proof } from './src/flash-sale-proofs'
import { emptySaleLog, SALE_STEPS, shop } from './src/flash-sale-shopper'
import type { SaleLog } from './src/flash-sale-shopper'
import type { BenchOptions } from './src/options'
import { machine, writeResults } from './src/results'
import { formatTable, round } from './src/table'

const PAY_SHARE = 0.8
/** basePort of the one-instance and the two-instance run (decision 059): 27900 and 27902 by default. */
const basePort = (options: BenchOptions, instances: number) =>
  options.saleBasePort + (instances - 1) * 2

/** Open loop: every arrival finds a unit (expected arrivals, a third more, spread over 3 sizes), so each checkout is an order. */
const unitsFor = (options: BenchOptions) =>
  options.rates.length === 0
    ? options.saleUnits
    : Math.max(
        options.saleUnits,
        Math.ceil(
          (options.rates.reduce((sum, rate) => sum + rate, 0) * options.stepSeconds * 1.34) / 3,
        ) + 10,
      )

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
  /** The machine's speed in the same run (CPU s for one fixed picture), before and after the sale. */
  cpuIndex: [number, number]
  /** Open loop: the ramp's steps; null for the closed loop. */
  openSteps: OpenStep[] | null
}

/** `connections` shoppers at a time, each starting as the one before it ends: the store sets the pace. */
async function closedLoop(
  options: BenchOptions,
  shopper: (index: number, log: SaleLog) => Promise<void>,
) {
  const log = emptySaleLog()
  const until = performance.now() + options.saleSeconds * 1000
  let next = 0
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (next < options.shoppers && performance.now() < until) {
        const index = next
        next += 1
        await shopper(index, log)
      }
    }),
  )
  if (next < options.shoppers)
    console.log(`the sale's ${options.saleSeconds} s ran out after ${next} shoppers`)
  return log
}

async function runSale(instances: number, options: BenchOptions): Promise<SaleRun> {
  console.log(`\n-- ${instances} instance${instances > 1 ? 's' : ''}: starting the cluster --`)
  const cluster = await startCluster({
    instances,
    basePort: basePort(options, instances),
    poolSize: options.poolSize,
  })
  // The shoppers' notifications are signed as the cluster's built-in page signs them.
  const env = readEnv({ LOG_LEVEL: 'silent', PAYMENT_SANDBOX_SECRET: cluster.paymentSandboxSecret })
  try {
    const sale = await prepareSale(cluster, unitsFor(options))
    // One list page and the product page once, so the first shoppers do not all fill the caches.
    await fetch(`${cluster.url}/api/products?page=1&limit=8&sort=NEWEST`).then((r) => r.text())
    const cpuBefore = await cpuIndex()
    const loadBefore = machine().loadAverage
    const usage = watchUsage(
      cluster.instances.map((instance) => instance.metricsUrl),
      basePort(options, instances),
      cluster.databaseUrl,
    )
    const shopper = (index: number, log: SaleLog) =>
      shop({
        index,
        baseUrl: cluster.url,
        env,
        items: sale.items,
        browse: sale.browse,
        payShare: PAY_SHARE,
        log,
      })
    const started = performance.now()
    let log: SaleLog
    let openSteps: OpenStep[] | null = null
    if (options.rates.length > 0) {
      openSteps = await arriveOpenLoop({
        rates: options.rates,
        stepSeconds: options.stepSeconds,
        shop: shopper,
      })
      log = mergedLog(openSteps)
    } else log = await closedLoop(options, shopper)
    const seconds = (performance.now() - started) / 1000
    const report = await usage.stop()
    const loadAfter = machine().loadAverage
    const cpuAfter = await cpuIndex()
    const closed = await closeTheSale(cluster, log)
    const proofs = await proveSale({
      databaseUrl: cluster.databaseUrl,
      mailDir: join(cluster.dataDir, 'mail'),
      sizes: sale.sizes,
      log,
    })
    return {
      instances,
      seconds,
      loadBefore,
      loadAfter,
      log,
      usage: report,
      proofs,
      ...closed,
      cpuIndex: [cpuBefore, cpuAfter],
      openSteps,
    }
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
  console.log(
    `load average ${run.loadBefore.join(' ')} -> ${run.loadAfter.join(' ')}; CPU index (one fixed picture drawn by the bench, CPU s) ${run.cpuIndex.join(' -> ')}`,
  )
  if (run.openSteps) printOpenSteps(run.openSteps)
  for (const proof of run.proofs)
    console.log(`${proof.pass ? 'PASS' : 'FAIL'}  ${proof.name}: ${proof.detail}`)
}

const p99 = (run: SaleRun, step: (typeof SALE_STEPS)[number]) =>
  percentile(run.log.steps[step].ms, 99)
const rate = (run: SaleRun) =>
  SALE_STEPS.reduce((sum, step) => sum + run.log.steps[step].ms.length, 0) / run.seconds
/** The aim's reference: the slower of the two cart calls' p99 in the same run. */
const cartP99 = (run: SaleRun) => Math.max(p99(run, 'cart-add'), p99(run, 'cart-read'))

function printSummary(runs: readonly SaleRun[]) {
  for (const run of runs)
    console.log(
      `${run.instances} instance${run.instances > 1 ? 's' : ''}: checkout-trx p99 ${round(p99(run, 'checkout-trx'), 0)} ms, ${round(p99(run, 'checkout-trx') / cartP99(run), 2)}x the cart calls' p99 (${round(cartP99(run), 0)} ms, the same run's reference)` +
        (run.openSteps
          ? `; highest arrival rate served ${highestServed(run.openSteps)} shoppers/s`
          : '') +
        `; load average ${run.loadBefore[0]} -> ${run.loadAfter[0]}, CPU index ${run.cpuIndex.join(' -> ')} s`,
    )
  const [one, two] = runs
  if (!one || !two) return
  console.log(
    `\n2 instances vs 1: ${round(rate(two) / rate(one), 2)}x the requests per second (${round(rate(two), 1)} vs ${round(rate(one), 1)}), checkout-trx p99 ${round(p99(two, 'checkout-trx'), 0)} vs ${round(p99(one, 'checkout-trx'), 0)} ms, cart-add p99 ${round(p99(two, 'cart-add'), 0)} vs ${round(p99(one, 'cart-add'), 0)} ms`,
  )
  console.log(
    `This machine has ${machine().cpus} cores shared by the instances, PostgreSQL, nginx, the shoppers and other people's work: a second instance adds no CPU, so it cannot scale here. ` +
      `The machine was ${two.usage.machineCores} of ${machine().cpus} cores busy during the two-instance sale (instances ${two.usage.instanceCores.join(' + ')}, PostgreSQL ${two.usage.postgresCores}, the shoppers ${two.usage.benchCores}).`,
  )
}

/**
 * `npm run bench -- flash-sale [shoppers=500] [connections=50] [sale-seconds=120] [sale-units=120] [pool-size=10] [instances=1,2] [base-port=27900]`:
 * the same sale on one instance and on two behind nginx, each on a fresh
 * PostgreSQL, then the proofs from the database and the ratio of the two.
 * With `rates=1,2,4 [step-seconds=20]` the shoppers arrive at those rates
 * instead (open loop) and the highest rate served is reported.
 */
export async function runFlashSaleBench(options: BenchOptions) {
  const open = options.rates.length > 0
  console.log(
    `\n== flash-sale bench (${open ? `open loop: shoppers arriving at ${options.rates.join(', ')} a second, ${options.stepSeconds} s each` : `${options.shoppers} shoppers, ${options.connections} at a time, at most ${options.saleSeconds} s per sale`}, 3 sizes x ${unitsFor(options)} units, ${PAY_SHARE * 100} % of orders paid, a pool of ${options.poolSize} per instance) ==`,
  )
  const runs: SaleRun[] = []
  for (const instances of options.instances) {
    const run = await runSale(instances, options)
    printRun(run)
    runs.push(run)
  }
  console.log('')
  printSummary(runs)
  const [one, two] = runs
  const failed = runs.flatMap((run) => run.proofs.filter((proof) => !proof.pass))
  const path = await writeResults('flash-sale', {
    shoppers: options.shoppers,
    connections: options.connections,
    rates: options.rates,
    stepSeconds: options.stepSeconds,
    saleUnits: unitsFor(options),
    poolSize: options.poolSize,
    payShare: PAY_SHARE,
    ratio: one && two ? round(rate(two) / rate(one), 2) : null,
    runs: runs.map((run) => ({
      instances: run.instances,
      seconds: round(run.seconds, 1),
      loadBefore: run.loadBefore,
      loadAfter: run.loadAfter,
      cpuIndex: run.cpuIndex,
      steps: stepRows(run),
      openSteps: run.openSteps ? openStepRows(run.openSteps) : null,
      highestServed: run.openSteps ? highestServed(run.openSteps) : null,
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
