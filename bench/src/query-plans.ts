import type { Logger } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import type { PGlite } from '@electric-sql/pglite'
import type pg from 'pg'
import type { Database, Db } from '@store/db/client'
import * as schema from '@store/db/schema'
import { buildApp } from '../../apps/api/src/app'
import type { Env } from '../../apps/api/src/env'
import { round } from './table'

export interface QueryPlan {
  sql: string
  executionMs: number
  /** Each scan of the plan: "Index Scan using products_newest_idx", "Seq Scan on products"… */
  accessPaths: string[]
  plan: string[]
}

interface Captured {
  sql: string
  params: unknown[]
}

type Queryable = {
  query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }>
}

/** The same database seen through a Drizzle instance that records every statement. */
function recordingDb(database: Database, captured: Captured[]): Db {
  const logger: Logger = { logQuery: (sql, params) => void captured.push({ sql, params }) }
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client
  const options = { schema, casing: 'snake_case' as const, logger }
  return database.kind === 'pglite'
    ? drizzlePglite({ client: client as PGlite, ...options })
    : drizzlePg({ client: client as pg.Pool, ...options })
}

const SCAN =
  /(Seq Scan on \w+|Index (?:Only )?Scan(?: Backward)? using \w+|Bitmap Index Scan on \w+)/

/** Runs one GET through the app once and EXPLAIN ANALYZEs each SELECT it made. */
export async function explainRequest(
  database: Database,
  env: Env,
  path: string,
  headers: Record<string, string> = {},
): Promise<QueryPlan[]> {
  const captured: Captured[] = []
  const app = await buildApp({ db: recordingDb(database, captured), env })
  try {
    const response = await app.inject({ method: 'GET', url: path, headers })
    if (response.statusCode !== 200)
      throw new Error(`GET ${path} answered ${response.statusCode}: ${response.body.slice(0, 200)}`)
  } finally {
    await app.close()
  }
  const client = (database.db as unknown as { $client: Queryable }).$client
  const plans: QueryPlan[] = []
  for (const { sql, params } of captured) {
    if (!/^\s*(select|with)\b/i.test(sql)) continue
    const result = await client.query(`explain (analyze, buffers) ${sql}`, params)
    const plan = result.rows.map((row) => String(Object.values(row)[0]))
    const time = plan.map((line) => /Execution Time: ([\d.]+) ms/.exec(line)?.[1]).find(Boolean)
    plans.push({
      sql,
      executionMs: round(Number(time ?? 0), 2),
      accessPaths: plan.flatMap((line) => SCAN.exec(line)?.[1] ?? []),
      plan,
    })
  }
  return plans
}
