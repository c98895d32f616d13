import { count, eq } from 'drizzle-orm'
import pg from 'pg'
import { openDatabase } from '@store/db/client'
import type { Database } from '@store/db/client'
import { migrateDatabase } from '@store/db/migrate'
import { products } from '@store/db/schema'
import { seedDatabase } from '@store/db/seed'
import { seedBulkProducts } from '@store/db/seed/bulk'

/** A fixed clock, so both catalogue sizes share their 'newest' products' dates. */
const SEED_NOW = new Date('2026-11-01T03:00:00Z')

export interface BenchCatalogue {
  database: Database
  productCount: number
  seedSeconds: number
  close(): Promise<void>
}

/** A fresh empty database on the server of `adminUrl`, dropped again on close. */
async function createServerDatabase(adminUrl: string, label: string) {
  const name = `kainara_bench_${process.pid}_${label}`
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    try {
      await admin.query(statement)
    } finally {
      await admin.end()
    }
  }
  await run(`drop database if exists ${name}`)
  await run(`create database ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) }
}

/**
 * The demo catalogue, topped up with generated products until it holds
 * `size` products (0: the demo alone), on in-memory PGlite or, given a
 * server URL, on a new database of that server.
 */
export async function createCatalogue(size: number, serverUrl?: string): Promise<BenchCatalogue> {
  const started = performance.now()
  const server = serverUrl ? await createServerDatabase(serverUrl, String(size)) : undefined
  const database = await openDatabase({
    databaseUrl: server?.url,
    dataDir: 'memory://',
    poolSize: 10,
  })
  await migrateDatabase(database)
  await seedDatabase(database.db, { now: SEED_NOW })
  const countProducts = async () => {
    const [row] = await database.db
      .select({ value: count() })
      .from(products)
      .where(eq(products.isActive, true))
    return row?.value ?? 0
  }
  const demoCount = await countProducts()
  if (size > demoCount) {
    let reported = 0
    await seedBulkProducts(database.db, size - demoCount, {
      now: SEED_NOW,
      onProgress: (done, total) => {
        if (done - reported < 20_000 && done < total) return
        reported = done
        process.stdout.write(
          `  generated ${done.toLocaleString('en')} of ${total.toLocaleString('en')} products\n`,
        )
      },
    })
  }
  return {
    database,
    productCount: await countProducts(),
    seedSeconds: (performance.now() - started) / 1000,
    async close() {
      await database.close()
      await server?.drop()
    },
  }
}
