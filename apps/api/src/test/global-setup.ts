import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '@store/db/client'
import { migrateDatabase } from '@store/db/migrate'
import { seedDatabase } from '@store/db/seed'
import { TEST_NOW } from './clock'

declare module 'vitest' {
  export interface ProvidedContext {
    seedDumpPath: string | null
    templateDatabaseUrl: string | null
  }
}

const TEMPLATE = 'kainara_test_template'

interface Seed {
  seedDumpPath: string | null
  templateDatabaseUrl: string | null
  remove: () => Promise<void>
}

/**
 * Seeds the demo store once per run; every test file then starts from a copy
 * (a PGlite dump, or a PostgreSQL template database) instead of seeding again.
 * The API's tests run as two projects (vitest.config.ts), whose set-ups share the
 * one seed through the main process's globals.
 */
export default async function setup(project: TestProject) {
  const shared = globalThis as { kainaraSeed?: Promise<Seed>; kainaraSeedUsers?: number }
  shared.kainaraSeed ??= prepareSeed()
  shared.kainaraSeedUsers = (shared.kainaraSeedUsers ?? 0) + 1
  const seed = await shared.kainaraSeed
  project.provide('templateDatabaseUrl', seed.templateDatabaseUrl)
  project.provide('seedDumpPath', seed.seedDumpPath)
  return async () => {
    shared.kainaraSeedUsers = (shared.kainaraSeedUsers ?? 1) - 1
    if (shared.kainaraSeedUsers === 0) await seed.remove()
  }
}

async function prepareSeed(): Promise<Seed> {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`drop database if exists ${TEMPLATE}`)
    await admin.query(`create database ${TEMPLATE}`)
    await admin.end()
    const url = new URL(adminUrl)
    url.pathname = `/${TEMPLATE}`
    const database = await openDatabase({
      databaseUrl: url.toString(),
      dataDir: 'unused',
      poolSize: 2,
    })
    await migrateDatabase(database)
    await seedDatabase(database.db, { now: TEST_NOW })
    await database.close()
    return { templateDatabaseUrl: url.toString(), seedDumpPath: null, remove: async () => {} }
  }
  const database = await openDatabase({ dataDir: 'memory://' })
  await migrateDatabase(database)
  await seedDatabase(database.db, { now: TEST_NOW })
  const client = (database.db as unknown as { $client: PGlite }).$client
  const dump = await client.dumpDataDir('none')
  await database.close()
  const dir = await mkdtemp(join(tmpdir(), 'kainara-seed-'))
  const path = join(dir, 'seed.tar')
  await writeFile(path, Buffer.from(await dump.arrayBuffer()))
  return {
    templateDatabaseUrl: null,
    seedDumpPath: path,
    remove: () => rm(dir, { recursive: true, force: true }),
  }
}
