import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'drizzle-orm'
import type { Database } from '@store/db/client'
import { measureLoad } from './load'
import type { LoadResult } from './load'
import { round as roundTo, significant } from './table'
import { mainThreadCpuMs } from './thread-cpu'

export interface Target {
  name: string
  url: string
  /** Compared with the baseline slices just before and just after it. */
  paired: boolean
  /** The CPU time its server has used so far, in ms: this process's main thread by default. */
  cpuMs?: () => number | null
}

export interface Measured {
  /** The best round's figures (req/s, p50, p99); failures summed over every round. */
  best: LoadResult
  /** Each round's req/s divided by its baseline: the adjacent slices' mean for a paired target. */
  ratios: number[]
  /** Each round's server CPU per request of the baseline divided by the target's (no warm-up). */
  cpuRatios: number[]
  /** The least server CPU time one request took in any round without warm-up, in µs. */
  cpuUsPerRequest: number | null
  /** Each round's p99 of the baseline slices next to a paired target: the machine's own noise. */
  baselineP99Ms: number[]
}

interface Slice extends LoadResult {
  /** Main-thread CPU per request, µs; null when a warm-up ran uncounted requests. */
  cpuUs: number | null
}

export interface RoundOptions {
  rounds: number
  /** Seconds of load per target and round. */
  seconds: number
  connections: number
  /** Resolves once the work a load left behind (requests still running) is done. */
  settle: () => Promise<void>
  /** Sent with every request besides the app's default headers. */
  headers?: Record<string, string>
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
  const record = (name: string, slice: Slice, ratio: number, neighbours: Slice[]) => {
    const entry = measured.get(name) ?? {
      best: slice,
      ratios: [],
      cpuRatios: [],
      cpuUsPerRequest: null,
      baselineP99Ms: [],
    }
    if (!measured.has(name)) measured.set(name, entry)
    else {
      const failures = entry.best.failures + slice.failures
      if (slice.requestsPerSecond > entry.best.requestsPerSecond) entry.best = slice
      entry.best.failures = failures
    }
    entry.ratios.push(ratio)
    const neighbourCpu = neighbours.flatMap((neighbour) => neighbour.cpuUs ?? [])
    if (slice.cpuUs !== null) {
      entry.cpuUsPerRequest = Math.min(entry.cpuUsPerRequest ?? Infinity, slice.cpuUs)
      if (neighbourCpu.length > 0) entry.cpuRatios.push(mean(neighbourCpu) / slice.cpuUs)
    }
    if (neighbours.length > 0)
      entry.baselineP99Ms.push(mean(neighbours.map((neighbour) => neighbour.p99Ms)))
  }
  const load = async (target: Target, seconds: number, warmup: boolean): Promise<Slice> => {
    process.stdout.write(`  ${target.name.padEnd(26)} ${seconds} s … `)
    const cpuMs = target.cpuMs ?? mainThreadCpuMs
    const cpuBefore = cpuMs()
    const result = await measureLoad(
      target.url,
      seconds,
      options.connections,
      warmup,
      options.headers,
    )
    const cpuAfter = cpuMs()
    const cpuUs =
      warmup || cpuBefore === null || cpuAfter === null || result.requests === 0
        ? null
        : ((cpuAfter - cpuBefore) * 1000) / result.requests
    process.stdout.write(
      `${result.requestsPerSecond} req/s${cpuUs === null ? '' : `, ${Math.round(cpuUs)} µs CPU/req`}\n`,
    )
    await options.settle()
    return { ...result, cpuUs }
  }

  for (let round = 0; round < options.rounds; round++) {
    console.log(`  round ${round + 1}/${options.rounds}`)
    const first = round === 0
    const baselines: Slice[] = [await load(baseline, baselineSeconds, first)]
    const unpaired: [Target, Slice][] = []
    for (const target of targets.filter((candidate) => candidate.paired)) {
      const result = await load(target, options.seconds, first)
      const before = baselines.at(-1) as Slice
      const after = await load(baseline, baselineSeconds, false)
      baselines.push(after)
      record(
        target.name,
        result,
        result.requestsPerSecond / mean([before.requestsPerSecond, after.requestsPerSecond]),
        [before, after],
      )
    }
    for (const target of targets.filter((candidate) => !candidate.paired))
      unpaired.push([target, await load(target, options.seconds, false)])
    const roundBaseline = mean(baselines.map((slice) => slice.requestsPerSecond))
    for (const [target, result] of unpaired)
      record(target.name, result, result.requestsPerSecond / roundBaseline, baselines)
    for (const slice of baselines) record(baseline.name, slice, 1, [])
  }
  for (const entry of measured.values()) {
    entry.ratios = entry.ratios.map(significant)
    entry.cpuRatios = entry.cpuRatios.map(significant)
    entry.baselineP99Ms = entry.baselineP99Ms.map((value) => roundTo(value))
    if (entry.cpuUsPerRequest !== null) entry.cpuUsPerRequest = roundTo(entry.cpuUsPerRequest)
  }
  return measured
}

/** A share of the baseline over the whole run: the mean of the rounds' ratios. */
export const meanRatio = (ratios: number[]) =>
  ratios.length === 0 ? null : significant(mean(ratios))

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
