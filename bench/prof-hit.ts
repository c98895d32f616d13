import type { AddressInfo } from 'node:net'
import { buildApp } from '../apps/api/src/app'
import { readEnv } from '../apps/api/src/env'
import { createCatalogue } from './src/catalogue'
import { measureLoad } from './src/load'
import { readFileSync } from 'node:fs'
const cpu = () => { const f = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]!.split(' '); return (Number(f[11]) + Number(f[12])) * 10 }

const seconds = Number(process.env.SECS ?? 3)
const rounds = Number(process.env.ROUNDS ?? 2)
const catalogue = await createCatalogue(0)
const env = readEnv({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', DATA_DIR: '/tmp/cache-hits/prof', RATE_LIMIT_PER_MINUTE: '0' })
const app = await buildApp({ db: catalogue.database.db, env })
await app.listen({ host: '127.0.0.1', port: 0 })
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
const paths = (process.env.PATHS ?? '/api/health,/api/products?page=1&limit=8&sort=NEWEST,/api/product?id=1').split(',')
for (const p of paths) { const r = await fetch(base + p); console.log(p, r.status) }
for (let i = 0; i < rounds; i++)
  for (const p of paths) {
    const c0 = cpu()
    const l = await measureLoad(base + p, seconds, 50, i === 0)
    const c1 = cpu()
    console.log(i, p.padEnd(45), l.requestsPerSecond, 'p99', l.p99Ms, 'us/req', Math.round(((c1 - c0) * 1000) / l.requests))
  }
await app.close()
await catalogue.close()
