import { buildApp } from '../apps/api/src/app'
import { readEnv } from '../apps/api/src/env'
import { createCatalogue } from './src/catalogue'

/*
 * The misspelt search's cost next to the search as typed, one request at a
 * time, alternating, in one process (decision 019). Under 50 connections on a
 * busy machine both uncached routes can take longer than the API suite's
 * rounds; one request after the other gives their ratio however loaded the
 * machine is. `npx tsx bench/search-cost.ts [products=100000] [requests=40]`
 */
const argument = (name: string, fallback: number) =>
  Number(process.argv.find((arg) => arg.startsWith(`${name}=`))?.split('=')[1] ?? fallback)
const catalogue = await createCatalogue(argument('products', 100_000))
const env = readEnv({
  DATA_DIR: '/tmp/kainara-bench-search-cost',
  WEB_DIST_DIR: '/nonexistent',
  LOG_LEVEL: 'silent',
  ANSWER_CACHE_MB: '0',
})
const app = await buildApp({ db: catalogue.database.db, env })
await app.ready()
const routes = {
  search: '/api/products?page=3&limit=8&search=linen',
  'typo search': '/api/products?search=linnen',
}
const times = new Map<string, number[]>(Object.keys(routes).map((name) => [name, []]))
const requests = argument('requests', 40)
for (let round = 0; round < requests; round++) {
  for (const [name, url] of Object.entries(routes)) {
    const started = performance.now()
    const response = await app.inject({ url })
    if (response.statusCode !== 200) throw new Error(`${name} answered ${response.statusCode}`)
    // The first five of each warm the caches of the database and the planner.
    if (round >= 5) times.get(name)?.push(performance.now() - started)
  }
}
const median = (values: number[] = []) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN
const search = median(times.get('search'))
const typo = median(times.get('typo search'))
console.log(
  `${catalogue.productCount} products, median of ${requests - 5} alternating requests each: ` +
    `search ${search.toFixed(1)} ms, typo search ${typo.toFixed(1)} ms, typo / search ${(typo / search).toFixed(2)}`,
)
await app.close()
await catalogue.close()
