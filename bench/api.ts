import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp } from '../apps/api/src/app'
import { readEnv } from '../apps/api/src/env'
import {
  CACHED_P99_TARGET_MS,
  CACHED_THROUGHPUT_TARGET,
  cachedTable,
  plansSummary,
  sizeTable,
  slowdownTable,
} from './src/api-tables'
import type { RouteResult, SizeResult } from './src/api-tables'
import { createCatalogue } from './src/catalogue'
import type { BenchCatalogue } from './src/catalogue'
import type { BenchOptions } from './src/options'
import { explainRequest } from './src/query-plans'
import { writeResults } from './src/results'
import { meanRatio, runRounds, settle } from './src/rounds'
import type { Measured } from './src/rounds'
import { round } from './src/table'

interface Route {
  name: string
  path: string
  kind: RouteResult['kind']
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
  // What a search page asks by default (decision 003): price order, no ranking.
  {
    name: 'price search',
    path: '/api/products?page=3&limit=8&sort=PRICE_DESC&search=linen',
    kind: 'list',
  },
  { name: 'typo search', path: '/api/products?search=linnen', kind: 'list' },
  { name: 'product', path: `/api/product?id=${productId}`, kind: 'detail' },
]

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
