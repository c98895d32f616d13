import { randomBytes } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * A signing secret of a store started without one configured: made once and
 * kept in DATA_DIR (readable by its owner only), so what it signed keeps
 * working after a restart. Several instances must share a configured one.
 */
export async function ensureKeptSecret(dataDir: string, fileName: string): Promise<string> {
  const file = join(dataDir, fileName)
  const kept = (await readFile(file, 'utf8').catch(() => '')).trim()
  if (kept.length >= 32) return kept
  const secret = randomBytes(32).toString('base64url')
  await writeFile(file, `${secret}\n`, { mode: 0o600 })
  return secret
}
