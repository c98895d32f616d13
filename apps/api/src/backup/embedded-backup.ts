import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import tar from 'tar-stream'
import { dumpPgliteDataDir, isPgliteEmpty, isPgliteOpen } from '@store/db/pglite-files'
import { BackupRefusal, MANIFEST_NAME } from './backup-file'
import type { BackupManifest } from './backup-file'

/** What an embedded store's data folder holds that nothing can make again (docs/decisions/051). */
export const embeddedPaths = (dataDir: string) => ({
  database: join(dataDir, 'pglite'),
  uploads: join(dataDir, 'media', 'uploads'),
})

/** Signing secrets the store made itself: links in mails and device cookies keep working. */
export const KEPT_SECRETS = ['order-link-secret', 'device-cookie-secret'] as const

export function refuseOpenDatabase(database: string) {
  if (isPgliteOpen(database))
    throw new BackupRefusal(
      `The embedded database in ${database} is open: stop the store first. If it is not running, ` +
        'it stopped without closing the database: start it, stop it with Ctrl+C, and try again.',
    )
}

/**
 * Writes the embedded store to one tar file: a manifest, the database's data
 * directory (PGlite's own tarball), the uploaded photos and the kept secrets.
 * Renditions and demo art are drawn again at start. Written beside and renamed,
 * so a failed backup never leaves half a file under the name asked for.
 */
export async function backupEmbedded(dataDir: string, file: string, now: Date) {
  const { database, uploads } = embeddedPaths(dataDir)
  if (await isPgliteEmpty(database))
    throw new BackupRefusal(`There is no embedded database in ${database} to back up.`)
  refuseOpenDatabase(database)
  const photos = (await readdir(uploads).catch(() => [] as string[])).filter(
    (name) => !name.endsWith('.tmp'),
  )
  const dump = await dumpPgliteDataDir(database)
  const manifest: BackupManifest = {
    kind: 'embedded',
    format: 1,
    created_at: now.toISOString(),
    photos: photos.length,
  }
  const pack = tar.pack()
  const temporary = `${file}.${process.pid}.tmp`
  const written = pipeline(pack, createWriteStream(temporary, { mode: 0o600 }))
  const add = (name: string, bytes: Buffer) =>
    new Promise<void>((resolve, reject) =>
      pack.entry({ name, size: bytes.length }, bytes, (error) =>
        error ? reject(error) : resolve(),
      ),
    )
  try {
    await add(MANIFEST_NAME, Buffer.from(JSON.stringify(manifest, null, 2)))
    await add('pglite.tar.gz', dump)
    for (const name of photos) await add(`uploads/${name}`, await readFile(join(uploads, name)))
    for (const name of KEPT_SECRETS) {
      const secret = await readFile(join(dataDir, name)).catch(() => null)
      if (secret) await add(`secrets/${name}`, secret)
    }
    pack.finalize()
    await written
    await rename(temporary, file)
  } catch (error) {
    pack.destroy()
    await rm(temporary, { force: true })
    throw error
  }
  return manifest
}

/** Unpacks an embedded archive into `folder`; its manifest is returned, checked. */
export async function unpackEmbedded(file: string, folder: string): Promise<BackupManifest> {
  const extract = tar.extract()
  let manifest: BackupManifest | null = null
  const done = pipeline(createReadStream(file), extract)
  for await (const entry of extract) {
    const name = entry.header.name
    const chunks: Buffer[] = []
    for await (const chunk of entry) chunks.push(chunk as Buffer)
    const bytes = Buffer.concat(chunks)
    if (name === MANIFEST_NAME) manifest = JSON.parse(bytes.toString('utf8')) as BackupManifest
    else if (/^(pglite\.tar\.gz|uploads\/[\w-]+\.\w+|secrets\/[\w-]+)$/.test(name)) {
      await mkdir(join(folder, name, '..'), { recursive: true })
      await writeFile(join(folder, name), bytes, { mode: 0o600 })
    } else throw new BackupRefusal(`The backup holds ${name}, which no backup of this store has.`)
  }
  await done
  if (manifest?.kind !== 'embedded' || manifest.format !== 1)
    throw new BackupRefusal(`${file} was made by another version of the store.`)
  return manifest
}
