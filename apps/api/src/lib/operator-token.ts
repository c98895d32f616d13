import { randomBytes } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

export const operatorTokenFile = (dataDir: string) => join(dataDir, 'operator-token')

/**
 * The operator token of a store started without OPERATOR_TOKEN: made once,
 * kept beside the database (readable by its owner only) so that the
 * operator's command finds it.
 */
export async function ensureOperatorToken(dataDir: string): Promise<string> {
  const file = operatorTokenFile(dataDir)
  const kept = await readFile(file, 'utf8').catch(() => '')
  if (kept.trim().length >= 16) return kept.trim()
  const token = randomBytes(32).toString('base64url')
  await writeFile(file, `${token}\n`, { mode: 0o600 })
  return token
}
