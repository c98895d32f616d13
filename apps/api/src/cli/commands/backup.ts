import { resolve } from 'node:path'
import type { Env } from '../../env'
import { BackupRefusal, readBackupKind } from '../../backup/backup-file'
import { backupEmbedded } from '../../backup/embedded-backup'
import { backupPostgres, restorePostgres } from '../../backup/postgres-backup'
import { restoreEmbedded } from '../../backup/restore-embedded'
import type { DataCommand } from '../command'

const FORCE = '--force'

/** The backup file named, and whether --force was given (before or after it). */
function readArgs(args: string[], usage: string) {
  const files = args.filter((arg) => arg !== FORCE)
  const unknown = files.find((arg) => arg.startsWith('--'))
  if (unknown) throw new BackupRefusal(`${unknown} is not an option. Usage: ${usage}`)
  if (files.length !== 1) throw new BackupRefusal(`Name one backup file. Usage: ${usage}`)
  return { file: resolve(files[0]!), force: args.includes(FORCE) }
}

const where = (env: Env) => (env.DATABASE_URL ? 'the PostgreSQL database' : env.DATA_DIR)

const BACKUP_USAGE = 'backup <file>'
const RESTORE_USAGE = 'restore <file> [--force]'

/** Backups of either kind of store (docs/operations/backups.md, docs/decisions/051). */
export const backupCommands: DataCommand[] = [
  {
    name: 'backup',
    usage: BACKUP_USAGE,
    summary: 'write the database and the uploaded photos to one file (embedded: stop the store)',
    runOnData: async (env, args) => {
      const { file } = readArgs(args, BACKUP_USAGE)
      if (env.DATABASE_URL) {
        await backupPostgres(env.DATABASE_URL, file)
        return `Backed up the PostgreSQL database, photos included, to ${file}.`
      }
      const manifest = await backupEmbedded(env.DATA_DIR, file, new Date())
      return `Backed up the embedded store in ${env.DATA_DIR} (database and ${manifest.photos} photos) to ${file}.`
    },
  },
  {
    name: 'restore',
    usage: RESTORE_USAGE,
    summary: 'put a backup back onto an empty store (--force replaces one that has data)',
    runOnData: async (env, args) => {
      const { file, force } = readArgs(args, RESTORE_USAGE)
      const kind = await readBackupKind(file)
      if (kind === 'postgres' && !env.DATABASE_URL)
        throw new BackupRefusal(
          `${file} is a backup of a store on PostgreSQL: set DATABASE_URL to the database to restore it into.`,
        )
      if (kind === 'embedded' && env.DATABASE_URL)
        throw new BackupRefusal(
          `${file} is a backup of the embedded store: unset DATABASE_URL to restore it into DATA_DIR.`,
        )
      if (env.DATABASE_URL) {
        await restorePostgres(env.DATABASE_URL, file, force)
        return `Restored ${file} into ${where(env)}. Start the store's instances again.`
      }
      const { manifest, aside } = await restoreEmbedded(env.DATA_DIR, file, force, new Date())
      const kept = aside.length ? ` What was there before is kept in ${aside.join(' and ')}.` : ''
      return `Restored the backup of ${manifest.created_at} (database and ${manifest.photos} photos) into ${where(env)}.${kept} Start the store with npm start.`
    },
  },
]
