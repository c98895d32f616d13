import { execFile } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { openDatabase } from '@store/db/client'
import { readProcessEnv } from '../env'
import { BackupRefusal } from './backup-file'
import { countPublicTables } from './backup.repository'

const run = promisify(execFile)

/**
 * pg_dump or pg_restore: on PATH, or in Debian's postgresql-client folders,
 * the newest first (a client dumps servers of its own version and older).
 */
export function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  for (const folder of (readProcessEnv().PATH ?? '').split(':'))
    if (folder && existsSync(join(folder, name))) return join(folder, name)
  const versions = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))
    : []
  for (const version of versions) {
    const path = join('/usr/lib/postgresql', version, 'bin', name)
    if (existsSync(path)) return path
  }
  throw new BackupRefusal(
    `${name} was not found: install PostgreSQL's client (apt-get install postgresql-client).`,
  )
}

/** The address without its password, which goes in PGPASSWORD: arguments show in the process list. */
function withoutPassword(databaseUrl: string) {
  const url = new URL(databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ''
  return { dbname: url.toString(), password }
}

async function runTool(tool: string, databaseUrl: string, args: string[]) {
  const { dbname, password } = withoutPassword(databaseUrl)
  try {
    await run(tool, [`--dbname=${dbname}`, ...args], {
      maxBuffer: 16 * 1024 * 1024,
      env: { ...readProcessEnv(), ...(password ? { PGPASSWORD: password } : {}) },
    })
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim()
    throw new BackupRefusal(stderr || String(error))
  }
}

/** The whole database, photos (media_files) included, as pg_dump's custom archive. */
export async function backupPostgres(databaseUrl: string, file: string) {
  const temporary = `${file}.${process.pid}.tmp`
  try {
    await runTool(postgresTool('pg_dump'), databaseUrl, [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${temporary}`,
    ])
    await rename(temporary, file)
  } finally {
    await rm(temporary, { force: true })
  }
}

/** The tables of the database's public schema, or a message when it cannot be reached. */
async function countTables(databaseUrl: string): Promise<number> {
  const database = await openDatabase({ databaseUrl, dataDir: 'unused', poolSize: 1 })
  try {
    return await countPublicTables(database.db)
  } catch (error) {
    throw new BackupRefusal(`The database cannot be reached (${String(error)}).`)
  } finally {
    await database.close()
  }
}

/**
 * Restores a pg_dump archive in one transaction: all of it or nothing. A
 * database that holds tables is restored over only with `force` (its objects
 * are dropped and made again from the archive).
 */
export async function restorePostgres(databaseUrl: string, file: string, force: boolean) {
  const tables = await countTables(databaseUrl)
  if (tables > 0 && !force)
    throw new BackupRefusal(
      `The database already holds ${tables} tables. Restoring replaces them: add --force to do so, ` +
        'after stopping every instance of the store.',
    )
  await runTool(postgresTool('pg_restore'), databaseUrl, [
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    '--exit-on-error',
    ...(tables > 0 ? ['--clean', '--if-exists'] : []),
    file,
  ])
}
