import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { measureLoad } from './src/load'
import type { BenchOptions } from './src/options'
import { buildStoreBundle, startBareServer, startStore } from './src/reads/servers'
import type { ServerProcess } from './src/reads/servers'
import { machine, writeResults } from './src/results'
import { meanRatio, runRounds } from './src/rounds'
import type { Measured } from './src/rounds'
import { formatTable, round } from './src/table'

/** Issue 36's aims: a catalogue read at this share of the bare route's req/s or better… */
export const READS_THROUGHPUT_AIM = 0.7
/** …with its 99th percentile under this, at 50 connections. */
export const READS_P99_AIM_MS = 10

/** What a browser sends: the store answers it from its brotli copy. */
const BROWSER_HEADERS = { 'Accept-Encoding': 'gzip, deflate, br, zstd' }

const routes = (productId: number) => [
  { name: 'first page', path: '/api/products?page=1&limit=8&sort=NEWEST' },
  { name: 'filtered page', path: '/api/products?page=1&limit=8&sort=PRICE_ASC&category_id=6' },
  { name: 'product', path: `/api/product?id=${productId}` },
  { name: 'home', path: '/api/master/page/home' },
]

async function firstProductId(origin: string): Promise<number> {
  const response = await fetch(`${origin}/api/products?page=1&limit=1&sort=PRICE_ASC`)
  const body = (await response.json()) as { products?: { id: number }[] }
  const id = body.products?.[0]?.id
  if (id === undefined) throw new Error('The catalogue has no product to open.')
  return id
}

/** Two quick answers in a row from each server: nothing is left running from the last load. */
async function settle(servers: { url: string }[]) {
  const deadline = performance.now() + 15_000
  for (let quick = 0; quick < 2 && performance.now() < deadline;) {
    const started = performance.now()
    await Promise.all(servers.map(async ({ url }) => (await fetch(url)).arrayBuffer()))
    await sleep(20)
    quick = performance.now() - started < 40 ? quick + 1 : 0
  }
}

/** Bytes the store logs per request: one second of load on the first route. */
async function logBytesPerRequest(store: ServerProcess & { logBytes: () => number }, url: string) {
  const before = store.logBytes()
  const load = await measureLoad(url, 1, 10, false, BROWSER_HEADERS)
  await sleep(500)
  return round((store.logBytes() - before) / Math.max(1, load.requests), 0)
}

/**
 * `npm run bench -- reads`: the catalogue reads a shop page makes, answered by
 * the compiled store as `npm start` runs it (its default log level, its log
 * written to a file), each load between two loads of a bare Fastify route in a
 * process of its own. Each route's req/s and CPU per request are read against
 * the bare route's of the same seconds.
 */
export async function runReadsBench(options: BenchOptions) {
  const level = options.logLevel ?? 'the default (info)'
  console.log(
    `\n== reads bench: the store's catalogue reads against a bare Fastify route (${options.duration} s per route in ${options.rounds} rounds, ${options.connections} connections, log level ${level}) ==`,
  )
  const dir = await mkdtemp(join(tmpdir(), 'kainara-bench-reads-'))
  const bundle = buildStoreBundle(options.skipBuild)
  const storeLog = join(dir, 'store.log')
  let bare: ServerProcess | undefined
  let store: Awaited<ReturnType<typeof startStore>> | undefined
  let other: ServerProcess | undefined
  try {
    bare = await startBareServer(join(dir, 'bare.log'))
    const started = performance.now()
    store = await startStore(bundle, join(dir, 'data'), storeLog, {
      LOG_LEVEL: options.logLevel ?? undefined,
    })
    console.log(`store ready in ${((performance.now() - started) / 1000).toFixed(0)} s`)
    if (options.compare) {
      other = await startStore(
        join(options.compare, 'apps/api/dist/server.js'),
        join(dir, 'other-data'),
        join(dir, 'other.log'),
        { LOG_LEVEL: options.logLevel ?? undefined },
      )
      console.log(`the store of ${options.compare} is loaded in turn with this one`)
    }
    const list = routes(await firstProductId(store.origin)).filter(
      (route) =>
        options.routes.length === 0 || options.routes.includes(route.name.replaceAll(' ', '-')),
    )
    for (const route of list) {
      const response = await fetch(store.origin + route.path, { headers: BROWSER_HEADERS })
      if (response.status !== 200) throw new Error(`GET ${route.path} answered ${response.status}`)
    }
    const baseline = {
      name: 'bare route',
      url: `${bare.origin}/bare`,
      paired: false,
      cpuMs: bare.cpuMs,
    }
    const servers = other ? [store, other] : [store]
    const targets = list.flatMap((route) =>
      servers.map((server) => ({
        name: server === other ? `${route.name} (compared)` : route.name,
        url: server.origin + route.path,
        paired: true,
        cpuMs: server.cpuMs,
      })),
    )
    const loadBefore = machine().loadAverage
    const measured = await runRounds(baseline, targets, {
      rounds: options.rounds,
      seconds: options.duration / options.rounds,
      connections: options.connections,
      settle: () => settle([baseline, ...targets.slice(0, 1)]),
      headers: BROWSER_HEADERS,
    })
    const loadAfter = machine().loadAverage
    const logBytes = await logBytesPerRequest(store, targets[0]!.url)
    const rows = [baseline, ...targets].map((target) => {
      const figures = measured.get(target.name) as Measured
      const ratio = target === baseline ? 1 : (meanRatio(figures.ratios) ?? 0)
      return {
        route: target.name,
        requestsPerSecond: figures.best.requestsPerSecond,
        ratio,
        rounds: figures.ratios,
        cpuUsPerRequest: figures.cpuUsPerRequest,
        cpuRatio: meanRatio(figures.cpuRatios),
        p50Ms: figures.best.p50Ms,
        p99Ms: figures.best.p99Ms,
        bareP99Ms: figures.baselineP99Ms,
        failures: figures.best.failures,
        aim:
          target === baseline
            ? ''
            : ratio >= READS_THROUGHPUT_AIM && figures.best.p99Ms < READS_P99_AIM_MS
              ? 'ok'
              : 'MISSED',
      }
    })
    console.log(
      `\nCatalogue reads against the bare route (aim: >= ${READS_THROUGHPUT_AIM} x bare req/s, p99 < ${READS_P99_AIM_MS} ms; x bare: each round's req/s over the bare slices just before and after, averaged; CPU x: the bare route's server CPU per request over the route's; load average ${loadBefore.join(' ')} -> ${loadAfter.join(' ')})\n`,
    )
    console.log(
      formatTable(
        [
          'route',
          'req/s',
          'x bare',
          'rounds',
          'µs CPU/req',
          'CPU x',
          'p50 ms',
          'p99 ms',
          'bare p99',
          'failed',
          'aim',
        ],
        rows.map((row) => [
          row.route,
          row.requestsPerSecond,
          row.ratio,
          row.rounds.join(' '),
          row.cpuUsPerRequest ?? '',
          row.cpuRatio ?? '',
          row.p50Ms,
          row.p99Ms,
          row.bareP99Ms.join(' '),
          row.failures,
          row.aim,
        ]),
      ),
    )
    const logSample = (await readFile(storeLog, 'utf8')).trimEnd().split('\n').at(-1) ?? ''
    console.log(`\nthe store logged ${logBytes} bytes per request; its last line:\n${logSample}`)
    const path = await writeResults('reads', {
      duration: options.duration,
      rounds: options.rounds,
      connections: options.connections,
      logLevel: options.logLevel ?? 'default',
      loadAverage: { before: loadBefore, after: loadAfter },
      logBytesPerRequest: logBytes,
      rows,
    })
    console.log(`results: ${path}`)
  } finally {
    await store?.stop()
    await other?.stop()
    await bare?.stop()
    await rm(dir, { recursive: true, force: true })
  }
}
