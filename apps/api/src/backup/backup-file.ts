import { open } from 'node:fs/promises'

export type BackupKind = 'embedded' | 'postgres'

/** The first entry of an embedded store's archive: what it holds and when it was made. */
export const MANIFEST_NAME = 'kainara-backup.json'

export interface BackupManifest {
  kind: 'embedded'
  format: 1
  created_at: string
  photos: number
}

export class BackupRefusal extends Error {}

/** A pg_dump custom archive starts with PGDMP; an embedded one is a tar whose first entry is the manifest. */
export async function readBackupKind(file: string): Promise<BackupKind> {
  const handle = await open(file, 'r').catch(() => {
    throw new BackupRefusal(`${file} cannot be read: check the path.`)
  })
  try {
    const head = Buffer.alloc(512)
    const { bytesRead } = await handle.read(head, 0, 512, 0)
    if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres'
    const firstName = head.subarray(0, 100).toString('latin1').replace(/\0.*$/s, '')
    if (bytesRead === 512 && firstName === MANIFEST_NAME) return 'embedded'
  } finally {
    await handle.close()
  }
  throw new BackupRefusal(`${file} is not a backup made by \`npm run store -- backup\`.`)
}

/** A stamp for the names of folders kept aside: sortable, and valid in a file name everywhere. */
export function fileStamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\..*$/, 'Z')
}
