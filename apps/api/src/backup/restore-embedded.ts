import { mkdir, readFile, readdir, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { isPgliteEmpty, loadPgliteDataDir } from '@store/db/pglite-files'
import { BackupRefusal, fileStamp } from './backup-file'
import { KEPT_SECRETS, embeddedPaths, refuseOpenDatabase, unpackEmbedded } from './embedded-backup'

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  )

/**
 * Restores an embedded archive into DATA_DIR. A data folder that already
 * holds a database is replaced only with `force`, and what was there is moved
 * aside, not deleted. The store must be stopped.
 */
export async function restoreEmbedded(dataDir: string, file: string, force: boolean, now: Date) {
  const { database, uploads } = embeddedPaths(dataDir)
  refuseOpenDatabase(database)
  const occupied = !(await isPgliteEmpty(database))
  if (occupied && !force)
    throw new BackupRefusal(
      `${database} already holds a database. Restoring replaces it: add --force to do so ` +
        '(what is there now is moved aside, not deleted).',
    )
  await mkdir(dataDir, { recursive: true })
  const staging = join(dataDir, `restore-${fileStamp(now)}`)
  try {
    const manifest = await unpackEmbedded(file, staging)
    const tarball = await readFile(join(staging, 'pglite.tar.gz')).catch(() => {
      throw new BackupRefusal(`${file} holds no database.`)
    })
    const aside: string[] = []
    for (const path of [database, uploads]) {
      if (!occupied || !(await exists(path))) continue
      const moved = `${path}.before-restore-${fileStamp(now)}`
      await rename(path, moved)
      aside.push(moved)
    }
    await rm(database, { recursive: true, force: true })
    await loadPgliteDataDir(database, tarball)
    await mkdir(uploads, { recursive: true })
    for (const name of await readdir(join(staging, 'uploads')).catch(() => []))
      await rename(join(staging, 'uploads', name), join(uploads, name))
    for (const name of KEPT_SECRETS)
      if (await exists(join(staging, 'secrets', name)))
        await rename(join(staging, 'secrets', name), join(dataDir, name))
    return { manifest, aside }
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}
