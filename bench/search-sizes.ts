import { buildApp } from '../apps/api/src/app'
import { readEnv } from '../apps/api/src/env'
import { createCatalogue } from './src/catalogue'

/*
 * Each uncached search at the demo size and at a large one, one request at a
 * time, alternating between the two catalogues, in one process. The API
 * suite's slowdown compares two load runs minutes apart; on a shared machine
 * the load moves between them, while alternating single requests see the
 * same machine. `npx tsx bench/search-sizes.ts [products=100000] [requests=40] [pg]`
 * (`pg` uses the server of BENCH_DATABASE_URL, as the API suite does).
 */
const argument = (name: string, fallback: number) =>
  Number(process.argv.find((arg) => arg.startsWith(`${name}=`))?.split('=')[1] ?? fallback)
const serverUrl = process.argv.includes('pg') ? process.env.BENCH_DATABASE_URL : undefined
if (process.argv.includes('pg') && !serverUrl) throw new Error('pg needs BENCH_DATABASE_URL.')
const routes: Record<string, { url: string; language?: 'id' }> = {
  search: { url: '/api/products?page=3&limit=8&search=linen' },
  'price search': { url: '/api/products?page=3&limit=8&sort=PRICE_DESC&search=linen' },
  'typo search': { url: '/api/products?search=linnen' },
  // The same searches in Bahasa, as a Bahasa visitor asks them (decision 069).
  'id search': { url: '/api/products?page=3&limit=8&search=kemeja', language: 'id' },
  'id typo': { url: '/api/products?search=kemja', language: 'id' },
}
const env = readEnv({
  DATA_DIR: '/tmp/kainara-bench-search-sizes',
  WEB_DIST_DIR: '/nonexistent',
  LOG_LEVEL: 'silent',
  ANSWER_CACHE_MB: '0',
})
const catalogues = [
  await createCatalogue(0, serverUrl),
  await createCatalogue(argument('products', 100_000), serverUrl),
]
const apps = await Promise.all(
  catalogues.map((catalogue) => buildApp({ db: catalogue.database.db, env })),
)
const times = new Map<string, number[]>()
const requests = argument('requests', 40)
for (let round = 0; round < requests; round++) {
  for (const [name, { url, language }] of Object.entries(routes)) {
    for (const [index, app] of apps.entries()) {
      const started = performance.now()
      const headers = language ? { 'accept-language': language } : {}
      const response = await app.inject({ url, headers })
      if (response.statusCode !== 200) throw new Error(`${name} answered ${response.statusCode}`)
      const key = `${name}@${index}`
      // The first five of each warm the caches of the database and the planner.
      if (round >= 5) times.set(key, [...(times.get(key) ?? []), performance.now() - started])
    }
  }
}
const median = (values: number[] = []) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN
const [small, large] = catalogues.map((catalogue) => catalogue.productCount)
console.log(
  `${serverUrl ? 'postgres' : 'pglite'}, median of ${requests - 5} alternating requests each`,
)
for (const name of Object.keys(routes)) {
  const before = median(times.get(`${name}@0`))
  const after = median(times.get(`${name}@1`))
  console.log(
    `${name.padEnd(13)} ${small} products ${before.toFixed(1)} ms, ${large} products ${after.toFixed(1)} ms, slowdown ${(after / before).toFixed(2)}`,
  )
}
await Promise.all(apps.map((app) => app.close()))
for (const catalogue of catalogues) await catalogue.close()
