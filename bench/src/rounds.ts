import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'drizzle-orm'
import type { Database } from '@store/db/client'
import { measureLoad } from './load'
import type { LoadResult } from './load'
import { significant } from './table'

export interface Target {
  name: string
  url: string
  /** Compared with the baseline slices just before and just after it. */
  paired: boolean
}

export interface Measured {
  /** The best round's figures (req/s, p50, p99); failures summed over every round. */
  best: LoadResult
  /** Each round's req/s divided by its baseline: the adjacent slices' mean for a paired target. */
  ratios: number[]
}

export interface RoundOptions {
  rounds: number
  /** Seconds of load per target and round. */
  seconds: number
  connections: number
  /** Resolves once the work a load left behind (requests still running) is done. */
  settle: () => Promise<void>
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length

/**
 * Loads every target in turn, `rounds` times. A paired target (a cached
 * route, whose share of the baseline is the aim) runs between two short
 * baseline slices, so its ratio is against the baseline of the same few
 * seconds, not of a minute earlier on a machine whose load keeps changing.
 * The other targets are compared with the mean of the round's baseline
 * slices. Each load starts once the one before has left nothing running.
 */
export async function runRounds(
  baseline: Target,
  targets: Target[],
  options: RoundOptions,
): Promise<Map<string, Measured>> {
  // Short baseline slices, and no warm-up for the uncached targets (each was requested once
  // before, and the best round is kept), so the run takes no longer than one slice each.
  const baselineSeconds = Math.max(1, options.seconds / 5)
  const measured = new Map<string, Measured>()
  const record = (name: string, load: LoadResult, ratio: number) => {
    const previous = measured.get(name)
    if (!previous) return measured.set(name, { best: load, ratios: [ratio] })
    previous.ratios.push(ratio)
    const failures = previous.best.failures + load.failures
    previous.best = load.requestsPerSecond > previous.best.requestsPerSecond ? load : previous.best
    previous.best.failures = failures
  }
  const load = async (target: Target, seconds: number, warmup: boolean) => {
    process.stdout.write(`  ${target.name.padEnd(26)} ${seconds} s … `)
    const result = await measureLoad(target.url, seconds, options.connections, warmup)
    process.stdout.write(`${result.requestsPerSecond} req/s\n`)
    await options.settle()
    return result
  }

  for (let round = 0; round < options.rounds; round++) {
    console.log(`  round ${round + 1}/${options.rounds}`)
    const first = round === 0
    const baselines: LoadResult[] = [await load(baseline, baselineSeconds, first)]
    const unpaired: [Target, LoadResult][] = []
    for (const target of targets.filter((candidate) => candidate.paired)) {
      const result = await load(target, options.seconds, first)
      const after = await load(baseline, baselineSeconds, false)
      const before = baselines.at(-1) as LoadResult
      baselines.push(after)
      record(
        target.name,
        result,
        result.requestsPerSecond / mean([before.requestsPerSecond, after.requestsPerSecond]),
      )
    }
    for (const target of targets.filter((candidate) => !candidate.paired))
      unpaired.push([target, await load(target, options.seconds, false)])
    const roundBaseline = mean(baselines.map((slice) => slice.requestsPerSecond))
    for (const [target, result] of unpaired)
      record(target.name, result, result.requestsPerSecond / roundBaseline)
    for (const slice of baselines) record(baseline.name, slice, 1)
  }
  for (const entry of measured.values()) entry.ratios = entry.ratios.map(significant)
  return measured
}

/** A target's share of the baseline over the whole run: the mean of its rounds' ratios. */
export const ratioOf = (measuredTarget: Measured) => significant(mean(measuredTarget.ratios))

/**
 * Waits until the requests a load left running are done. When autocannon
 * stops, a slow uncached route still has up to one request per connection
 * in the server and its statements queued for the database; the next load
 * would share the machine with them. A probe statement queues behind them
 * (PGlite's single connection, the pool's queue on PostgreSQL), and a timer
 * fires late while the event loop is busy: two quick probes in a row mean
 * the servers are idle. Bounded, so a stuck server cannot stop the run.
 */
export async function settle(database: Database, limitMs = 15_000): Promise<void> {
  const deadline = performance.now() + limitMs
  for (let quick = 0; quick < 2 && performance.now() < deadline;) {
    const started = performance.now()
    await database.db.execute(sql`select 1`)
    await sleep(20)
    quick = performance.now() - started < 40 ? quick + 1 : 0
  }
}
