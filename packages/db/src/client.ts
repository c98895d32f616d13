import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import * as schema from './schema'

/**
 * How close a misspelt search word must be to a word of a product name
 * (trigram similarity, 0 to 1). 0.4 lets one dropped letter in a six-letter
 * word through ('kemja' and 'celna' are 0.44 from 'kemeja' and 'celana',
 * decision 069) while 'shirt' and 'skirt' stay 0.33 apart.
 */
export const SIMILARITY_THRESHOLD = 0.4

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
/** The transaction a unit of work runs in: opened by its caller, passed to every repository function it calls. */
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0]
/** What a repository function runs on: the database for a lone read or write, or the caller's transaction. */
export type Executor = Db | Transaction

/** The pg pool's own counts: connections open, idle among them, and queries waiting for one. */
export interface PoolStats {
  total: number
  idle: number
  waiting: number
}

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** PostgreSQL's pool only: PGlite is one connection inside the process. */
  poolStats?: () => PoolStats
  /**
   * Runs `work` while this process holds a PostgreSQL advisory lock on a connection of
   * its own (a pooled one could be handed back with the lock still held), so instances
   * starting together take turns. PGlite has one process: it just runs `work`.
   */
  exclusive<T>(lock: number, work: () => Promise<T>): Promise<T>
  close(): Promise<void>
}

export interface DatabaseOptions {
  /** postgres://… selects a real server; otherwise the embedded PGlite. */
  databaseUrl?: string | undefined
  /** PGlite data directory; 'memory://' keeps everything in memory (tests). */
  dataDir: string
  poolSize?: number
  /** A PGlite data directory dump to start from instead of an empty database. */
  loadDataDir?: Blob
  /**
   * Told when the server drops a connection (a restart, a failover, an administrator's
   * pg_terminate_backend), idle or in use; the pool opens another when needed.
   */
  onConnectionError?: (error: Error) => void
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      options: `-c pg_trgm.similarity_threshold=${SIMILARITY_THRESHOLD}`,
    })
    // NOTE: a dropped connection's error is emitted on its client, and with no listener it
    // ends the process. pg-pool listens only while a client is idle (and re-emits on the
    // pool); a client lent to a transaction that is between two statements has no listener
    // of its own. Each client gets one for its whole life: the statement waiting on it fails
    // instead, and the pool discards the client when it comes back.
    pool.on('connect', (client) => {
      client.on('error', (error) => options.onConnectionError?.(error))
    })
    // Already told by the client's own listener above.
    pool.on('error', () => undefined)
    // NOTE: bigint columns come back as strings by default; totals fit in a JS number.
    pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db
    const poolStats = () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    })
    const exclusive = async <T>(lock: number, work: () => Promise<T>): Promise<T> => {
      const holder = new pg.Client({ connectionString: options.databaseUrl })
      // Dropped mid-work, the lock is gone with the session; the work's own statements fail.
      holder.on('error', (error) => options.onConnectionError?.(error))
      await holder.connect()
      try {
        await holder.query('select pg_advisory_lock($1)', [lock])
        return await work()
      } finally {
        // Ending the session releases the lock even when the unlock cannot be sent.
        await holder.end().catch(() => undefined)
      }
    }
    return { db, kind: 'postgres', poolStats, exclusive, close: () => pool.end() }
  }
  const client = options.loadDataDir
    ? await PGlite.create({ loadDataDir: options.loadDataDir, extensions: { pg_trgm } })
    : await PGlite.create(options.dataDir, { extensions: { pg_trgm } })
  await client.exec(`set pg_trgm.similarity_threshold = ${SIMILARITY_THRESHOLD}`)
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db
  return { db, kind: 'pglite', exclusive: (_lock, work) => work(), close: () => client.close() }
}
