import { emptySaleLog, SALE_STEPS } from './flash-sale-shopper'
import type { SaleLog, SaleStep } from './flash-sale-shopper'
import { machine } from './results'
import { formatTable, round } from './table'

/** The checkout p99 a rate must stay under to count as served (issue 36). */
export const SERVED_P99_MS = 300
/** A step this far over the line ends the ramp: higher rates only queue more. */
const GIVE_UP_P99_MS = 3 * SERVED_P99_MS

export const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.floor((p / 100) * values.length))
  ] ?? 0

/** One arrival rate of the ramp, with the shoppers who arrived during it. */
export interface OpenStep {
  rate: number
  arrivals: number
  /** Seconds from the step's first arrival until its last shopper was done. */
  seconds: number
  /** The most shoppers between their arrival and their last call at one time. */
  inFlightMax: number
  /** How late the bench started a shopper at worst (its own event loop busy). */
  arrivalLagMaxMs: number
  loadBefore: number[]
  loadAfter: number[]
  log: SaleLog
}

/** Seeded, so two runs see the same arrivals: mulberry32. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)))

/**
 * Shoppers arriving on their own, as in a real sale: for each rate of the
 * ramp, `stepSeconds` of arrivals with exponential gaps (a Poisson stream)
 * whether or not the store has answered the ones before; then the step's
 * shoppers are waited for, so the next step starts on a quiet store. The
 * ramp ends early once a step's checkout p99 is far over the line.
 */
export async function arriveOpenLoop(options: {
  rates: readonly number[]
  stepSeconds: number
  shop: (index: number, log: SaleLog) => Promise<void>
}): Promise<OpenStep[]> {
  const next = random(36)
  const steps: OpenStep[] = []
  let index = 0
  for (const rate of options.rates) {
    const log = emptySaleLog()
    const loadBefore = machine().loadAverage
    const started = performance.now()
    const until = started + options.stepSeconds * 1000
    const running: Promise<void>[] = []
    let inFlight = 0
    let inFlightMax = 0
    let arrivalLagMaxMs = 0
    for (let at = started; at < until; at += (-Math.log(1 - next()) / rate) * 1000) {
      await sleep(at - performance.now())
      arrivalLagMaxMs = Math.max(arrivalLagMaxMs, performance.now() - at)
      inFlight += 1
      inFlightMax = Math.max(inFlightMax, inFlight)
      running.push(options.shop(index, log).finally(() => (inFlight -= 1)))
      index += 1
    }
    await Promise.all(running)
    const step: OpenStep = {
      rate,
      arrivals: running.length,
      seconds: (performance.now() - started) / 1000,
      inFlightMax,
      arrivalLagMaxMs,
      loadBefore,
      loadAfter: machine().loadAverage,
      log,
    }
    steps.push(step)
    console.log(
      `  ${rate}/s: ${step.arrivals} shoppers, checkout-trx p99 ${round(p99(step, 'checkout-trx'), 0)} ms, cart-add p99 ${round(p99(step, 'cart-add'), 0)} ms, load average ${step.loadAfter.join(' ')}`,
    )
    if (p99(step, 'checkout-trx') > GIVE_UP_P99_MS) break
  }
  return steps
}

const p99 = (step: OpenStep, name: SaleStep) => percentile(step.log.steps[name].ms, 99)

/** A step served: checkout p99 under the line, every journey whole, every call answered. */
export const served = (step: OpenStep) =>
  p99(step, 'checkout-trx') < SERVED_P99_MS &&
  step.log.broken === 0 &&
  step.log.steps['checkout-trx'].ms.length > 0

/** The highest rate of the ramp served, with every lower rate served too; 0 if none. */
export function highestServed(steps: readonly OpenStep[]) {
  let best = 0
  for (const step of steps) {
    if (!served(step)) break
    best = step.rate
  }
  return best
}

/** All steps' calls in one log, for the sale's proofs. */
export function mergedLog(steps: readonly OpenStep[]): SaleLog {
  const merged = emptySaleLog()
  for (const { log } of steps) {
    for (const name of SALE_STEPS) {
      merged.steps[name].ms.push(...log.steps[name].ms)
      for (const [status, count] of Object.entries(log.steps[name].statuses))
        merged.steps[name].statuses[status] = (merged.steps[name].statuses[status] ?? 0) + count
    }
    merged.placed.push(...log.placed)
    merged.paidAnswers.push(...log.paidAnswers)
    merged.refused += log.refused
    merged.broken += log.broken
    merged.firstBreak ||= log.firstBreak
  }
  return merged
}

export function openStepRows(steps: readonly OpenStep[]) {
  return steps.map((step) => [
    step.rate,
    step.arrivals,
    round(step.seconds, 1),
    step.inFlightMax,
    round(step.arrivalLagMaxMs, 0),
    round(percentile(step.log.steps['checkout-trx'].ms, 50), 0),
    round(p99(step, 'checkout-trx'), 0),
    round(p99(step, 'cart-add'), 0),
    round(p99(step, 'cart-read'), 0),
    round(p99(step, 'checkout-trx') / Math.max(p99(step, 'cart-add'), p99(step, 'cart-read')), 2),
    `${step.log.refused}/${step.log.broken}`,
    `${step.loadBefore[0]} -> ${step.loadAfter[0]}`,
    served(step) ? 'yes' : 'no',
  ])
}

export function printOpenSteps(steps: readonly OpenStep[]) {
  console.log(
    formatTable(
      [
        'shoppers/s',
        'arrived',
        'seconds',
        'in flight max',
        'arrival lag ms',
        'checkout-trx p50',
        'checkout-trx p99',
        'cart-add p99',
        'cart-read p99',
        'x cart p99',
        'refused/broken',
        'load avg 1 min',
        `p99 < ${SERVED_P99_MS} ms`,
      ],
      openStepRows(steps),
    ),
  )
  console.log(
    `highest arrival rate served (checkout-trx p99 under ${SERVED_P99_MS} ms, it and every lower rate): ${highestServed(steps)} shoppers/s`,
  )
}
