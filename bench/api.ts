import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp } from '../apps/api/src/app'
import { readEnv } from '../apps/api/src/env'
import { createCatalogue } from './src/catalogue'
import type { BenchCatalogue } from './src/catalogue'
import type { LoadResult } from './src/load'
import type { BenchOptions } from './src/options'
import { explainRequest } from './src/query-plans'
import type { QueryPlan } from './src/query-plans'
import { writeResults } from './src/results'
import { meanRatio, runRounds, settle } from './src/rounds'
import type { Measured } from './src/rounds'
import { formatTable, round } from './src/table'

/** The issue's target: a list page may not slow down more than this from 150 to 100,000 products. */
export const LIST_SLOWDOWN_TARGET = 1.5

/** The issue's aim: a cached catalogue read answers at least this share of the baseline's req/s… */
export const CACHED_THROUGHPUT_TARGET = 0.5
/** …with a 99th percentile latency of at most this. */
export const CACHED_P99_TARGET_MS = 20

interface Route {
  name: string
  path: string
  kind: 'baseline' | 'list' | 'detail'
  /** Served by the app with the answer cache; otherwise by one with ANSWER_CACHE_MB=0. */
  cached: boolean
}

type Load = Omit<Route, 'cached'>

/**
 * Each catalogue route twice: against an app that keeps no answers (every
 * request runs its SQL: the honest uncached figure) and against one that does.
 */
const routes = (productId: number, only: string[]): Route[] => [
  { name: 'health (baseline)', path: '/api/health', kind: 'baseline', cached: false },
  ...loads(productId)
    .filter((load) => only.length === 0 || only.includes(load.name.replaceAll(' ', '-')))
    .flatMap((load): Route[] => [
      { ...load, cached: false },
      { ...load, name: `${load.name} (cached)`, cached: true },
    ]),
]

const loads = (productId: number): Load[] => [
  { name: 'first page', path: '/api/products?page=1&limit=8&sort=NEWEST', kind: 'list' },
  {
    name: 'filtered page',
    path: '/api/products?page=1&limit=8&sort=PRICE_ASC&category_id=6',
    kind: 'list',
  },
  {
    name: 'page + facets',
    path: '/api/products?page=1&limit=8&sort=NEWEST&facets=1&category_sub_id=603',
    kind: 'list',
  },
  { name: 'search', path: '/api/products?page=3&limit=8&search=linen', kind: 'list' },
  { name: 'typo search', path: '/api/products?search=linnen', kind: 'list' },
  { name: 'product', path: `/api/product?id=${productId}`, kind: 'detail' },
]

interface RouteResult extends LoadResult {
  route: string
  path: string
  kind: Route['kind']
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

interface SizeResult {
  products: number
  seedSeconds: number
  routes: RouteResult[]
}

async function firstProductId(baseUrl: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/products?page=1&limit=1&sort=PRICE_ASC`)
  const body = (await response.json()) as { products?: { id: number }[] }
  const id = body.products?.[0]?.id
  if (id === undefined) throw new Error('The catalogue has no product to open.')
  return id
}

/** One GET before the load, so a broken route fails loudly instead of being timed. */
async function checkRoute(baseUrl: string, route: Route): Promise<number | null> {
  const response = await fetch(baseUrl + route.path)
  if (response.status !== 200)
    throw new Error(
      `GET ${route.path} answered ${response.status}: ${(await response.text()).slice(0, 200)}`,
    )
  const body = (await response.json()) as { product_count?: number }
  return body.product_count ?? null
}

async function benchCatalogue(
  catalogue: BenchCatalogue,
  options: BenchOptions,
  productId: number | undefined,
  dataDir: string,
) {
  const env = readEnv({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: '0',
  })
  const app = await buildApp({ db: catalogue.database.db, env })
  const uncachedApp = await buildApp({
    db: catalogue.database.db,
    env: { ...env, ANSWER_CACHE_MB: 0 },
  })
  const listen = async (server: typeof app) => {
    await server.listen({ host: '127.0.0.1', port: 0 })
    return `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`
  }
  const cachedUrl = await listen(app)
  const baseUrl = await listen(uncachedApp)
  const urlOf = (route: Route) => (route.cached ? cachedUrl : baseUrl) + route.path
  try {
    const id = productId ?? (await firstProductId(baseUrl))
    const list = routes(id, options.routes)
    const matched = new Map<string, number | null>()
    for (const route of list)
      matched.set(route.name, await checkRoute(route.cached ? cachedUrl : baseUrl, route))
    const [baseline, ...targets] = list.map((route) => ({
      name: route.name,
      url: urlOf(route),
      paired: route.cached,
    }))
    if (!baseline) throw new Error('no baseline route')
    const measured = await runRounds(baseline, targets, {
      rounds: options.rounds,
      seconds: options.duration / options.rounds,
      connections: options.connections,
      settle: () => settle(catalogue.database),
    })
    const results: RouteResult[] = []
    for (const route of list) {
      const figures = measured.get(route.name) as Measured
      const plans =
        route.kind === 'baseline' || route.cached
          ? []
          : await explainRequest(catalogue.database, env, route.path)
      results.push({
        route: route.name,
        path: route.path,
        kind: route.kind,
        cached: route.cached,
        matched: matched.get(route.name) ?? null,
        ...figures.best,
        ratioToBaseline: meanRatio(figures.ratios) ?? 0,
        roundRatios: figures.ratios,
        cpuRatio: meanRatio(figures.cpuRatios),
        cpuUsPerRequest: figures.cpuUsPerRequest,
        baselineP99Ms: figures.baselineP99Ms,
        plans,
      })
    }
    return { productId: id, routes: results }
  } finally {
    await app.close()
    await uncachedApp.close()
  }
}

function sizeTable(sizes: SizeResult[]): string {
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
function cachedTable(sizes: SizeResult[]): string {
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

function slowdownTable(small: SizeResult, large: SizeResult) {
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

function plansSummary(size: SizeResult): string {
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

export async function runApiBench(options: BenchOptions) {
  const serverUrl = options.pg ? process.env.BENCH_DATABASE_URL : undefined
  if (options.pg && !serverUrl)
    throw new Error(
      '--pg needs BENCH_DATABASE_URL=postgres://user@127.0.0.1:port/db (a role that may create databases).',
    )
  const engine = serverUrl ? 'postgres' : 'pglite'
  console.log(
    `\n== API bench (${engine}, ${options.duration} s per route in ${options.rounds} rounds, ${options.connections} connections) ==`,
  )
  const dataDir = await mkdtemp(join(tmpdir(), 'kainara-bench-api-'))
  const sizes: SizeResult[] = []
  let productId: number | undefined
  try {
    for (const size of [...options.sizes].sort((a, b) => a - b)) {
      console.log(`\ncatalogue: ${size === 0 ? 'demo' : `${size.toLocaleString('en')} products`}`)
      const catalogue = await createCatalogue(size, serverUrl)
      try {
        console.log(
          `  ${catalogue.productCount.toLocaleString('en')} products ready in ${catalogue.seedSeconds.toFixed(1)} s`,
        )
        const result = await benchCatalogue(catalogue, options, productId, dataDir)
        productId = result.productId
        sizes.push({
          products: catalogue.productCount,
          seedSeconds: round(catalogue.seedSeconds, 1),
          routes: result.routes,
        })
      } finally {
        await catalogue.close()
      }
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }

  console.log(
    `\nAPI throughput (${engine}; x baseline = req/s of the route / req/s of /api/health in the same catalogue)\n`,
  )
  console.log(sizeTable(sizes))
  console.log(
    `\nAnswers from memory (target: >= ${CACHED_THROUGHPUT_TARGET} x baseline req/s and p99 <= ${CACHED_P99_TARGET_MS} ms; rounds: each round's req/s over the baseline slices next to it; CPU x: the baseline's server CPU per request over the route's, rounds without warm-up; baseline p99: the baseline's own p99 next to it)\n`,
  )
  console.log(cachedTable(sizes))
  const small = sizes[0]
  const large = sizes.at(-1)
  const slowdown = small && large && small !== large ? slowdownTable(small, large) : undefined
  if (slowdown) {
    console.log(
      `\nSlowdown from ${small?.products} to ${large?.products} products (req/s before / req/s after; "vs baseline" divides out the health route)\n`,
    )
    console.log(slowdown.table)
  }
  if (large)
    console.log(
      `\nSQL of each route at ${large.products} products (EXPLAIN ANALYZE, one request)\n${plansSummary(large)}`,
    )
  const path = await writeResults(`api-${engine}`, {
    engine,
    duration: options.duration,
    rounds: options.rounds,
    connections: options.connections,
    sizes,
    slowdown: slowdown?.rows,
  })
  console.log(`\nresults: ${path}`)
}
