import type { LoadResult } from './load'
import type { QueryPlan } from './query-plans'
import { formatTable, round } from './table'

/** The target: a list page may not slow down more than this from 150 to 100,000 products. */
export const LIST_SLOWDOWN_TARGET = 1.5

/** The aim: a cached catalogue read answers at least this share of the baseline's req/s… */
export const CACHED_THROUGHPUT_TARGET = 0.5
/** …with a 99th percentile latency of at most this. */
export const CACHED_P99_TARGET_MS = 20

export interface RouteResult extends LoadResult {
  route: string
  path: string
  kind: 'baseline' | 'list' | 'detail'
  cached: boolean
  /** product_count of a list answer: how many products the route matched. */
  matched: number | null
  /** Mean of `roundRatios`. */
  ratioToBaseline: number
  /** Each round's req/s over its baseline (for a cached route, the slices next to it). */
  roundRatios: number[]
  /** The baseline's server CPU per request over the route's: its share on a core of its own. */
  cpuRatio: number | null
  cpuUsPerRequest: number | null
  /** p99 of the baseline slices next to the route, per round: what the machine's noise adds. */
  baselineP99Ms: number[]
  plans: QueryPlan[]
}

export interface SizeResult {
  products: number
  seedSeconds: number
  routes: RouteResult[]
}

export function sizeTable(sizes: SizeResult[]): string {
  return formatTable(
    ['products', 'route', 'matched', 'req/s', 'p50 ms', 'p99 ms', 'x baseline', 'failed'],
    sizes.flatMap((size) =>
      size.routes.map((route) => [
        size.products,
        route.route,
        route.matched ?? '',
        route.requestsPerSecond,
        route.p50Ms,
        route.p99Ms,
        route.ratioToBaseline,
        route.failures,
      ]),
    ),
  )
}

/**
 * The aim for answers from memory: a share of the baseline's throughput, and a
 * p99 bound. The baseline's own p99 next to each route and the CPU ratio say
 * how much of a miss is the machine's other work rather than the route.
 */
export function cachedTable(sizes: SizeResult[]): string {
  return formatTable(
    [
      'products',
      'route',
      'x baseline',
      'rounds',
      'CPU x',
      'µs/req',
      'p99 ms',
      'baseline p99',
      'uncached x',
      'target',
    ],
    sizes.flatMap((size) =>
      size.routes
        .filter((route) => route.cached)
        .map((route) => {
          const uncached = size.routes.find(
            (candidate) => !candidate.cached && candidate.path === route.path,
          )
          const ok =
            route.ratioToBaseline >= CACHED_THROUGHPUT_TARGET && route.p99Ms <= CACHED_P99_TARGET_MS
          return [
            size.products,
            route.route,
            route.ratioToBaseline,
            route.roundRatios.join(' '),
            route.cpuRatio ?? '',
            route.cpuUsPerRequest ?? '',
            route.p99Ms,
            route.baselineP99Ms.join(' '),
            uncached?.ratioToBaseline ?? '',
            ok ? 'ok' : 'MISSED',
          ]
        }),
    ),
  )
}

export function slowdownTable(small: SizeResult, large: SizeResult) {
  const rows = large.routes.flatMap((route) => {
    const before = small.routes.find((candidate) => candidate.route === route.route)
    if (!before || route.kind === 'baseline') return []
    const slowdown = round(before.requestsPerSecond / route.requestsPerSecond, 2)
    const relative = round(before.ratioToBaseline / route.ratioToBaseline, 2)
    const p50Ratio = round(route.p50Ms / Math.max(before.p50Ms, 0.1), 2)
    const verdict =
      route.kind !== 'list' ? '' : slowdown <= LIST_SLOWDOWN_TARGET ? 'ok' : 'OVER TARGET'
    return [
      {
        route: route.route,
        kind: route.kind,
        slowdown,
        relative,
        p50Ratio,
        verdict,
        p50: `${before.p50Ms} -> ${route.p50Ms}`,
      },
    ]
  })
  const table = formatTable(
    [
      'route',
      `slowdown ${small.products} -> ${large.products}`,
      'vs baseline',
      'p50 ms',
      'p50 x',
      `target <= ${LIST_SLOWDOWN_TARGET}x`,
    ],
    rows.map((row) => [row.route, row.slowdown, row.relative, row.p50, row.p50Ratio, row.verdict]),
  )
  return { rows, table }
}

export function plansSummary(size: SizeResult): string {
  return size.routes
    .filter((route) => route.plans.length > 0)
    .map((route) => {
      const lines = route.plans.map(
        (plan) =>
          `    ${String(plan.executionMs).padStart(8)} ms  ${plan.accessPaths.join(', ') || '(no table scan)'}\n              ${plan.sql.replace(/\s+/g, ' ').slice(0, 150)}`,
      )
      return `  ${route.route} (${route.plans.reduce((sum, plan) => sum + plan.executionMs, 0).toFixed(1)} ms in SQL)\n${lines.join('\n')}`
    })
    .join('\n')
}
