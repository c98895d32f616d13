import { existsSync } from 'node:fs'
import { mkdir, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'

/** PGlite writes this while a process has the data directory open and removes it on close. */
export function isPgliteOpen(dataDir: string): boolean {
  return existsSync(join(dataDir, 'postmaster.pid'))
}

export async function isPgliteEmpty(dataDir: string): Promise<boolean> {
  const entries = await readdir(dataDir).catch(() => [] as string[])
  return entries.length === 0
}

/** The whole data directory as a gzipped tarball, read from a directory no process has open. */
export async function dumpPgliteDataDir(dataDir: string): Promise<Buffer> {
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } })
  try {
    const dump = await client.dumpDataDir('gzip')
    return Buffer.from(await dump.arrayBuffer())
  } finally {
    await client.close()
  }
}

/** Writes a tarball made by `dumpPgliteDataDir` into an empty data directory. */
export async function loadPgliteDataDir(dataDir: string, tarball: Buffer): Promise<void> {
  await mkdir(dataDir, { recursive: true })
  const client = await PGlite.create(dataDir, {
    loadDataDir: new Blob([new Uint8Array(tarball)]),
    extensions: { pg_trgm },
  })
  await client.close()
}
