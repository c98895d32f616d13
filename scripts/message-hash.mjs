// The hash of a catalogue's message files, kept beside its compiled output
// (scripts/compile-messages.mjs) so a test can tell when the output is stale.
import { createHash } from 'node:crypto'
import { readFile, readdir } from 'node:fs/promises'
import { join, resolve } from 'node:path'

export const HASH_FILE = 'source-hash.txt'

export const CATALOGUES = [
  {
    project: 'packages/contract/i18n/project.inlang',
    outdir: 'packages/contract/src/i18n/compiled',
  },
  { project: 'apps/web/i18n/project.inlang', outdir: 'apps/web/src/i18n/compiled' },
  { project: 'apps/api/i18n/project.inlang', outdir: 'apps/api/src/i18n/compiled' },
  { project: 'apps/admin/i18n/project.inlang', outdir: 'apps/admin/src/i18n/compiled' },
]

export async function sourceHash(root, { project }) {
  const dir = resolve(root, project, '..')
  const hash = createHash('sha256')
  for (const file of (await readdir(dir)).filter((name) => name.endsWith('.json')).sort())
    hash.update(file).update(await readFile(join(dir, file)))
  return hash.digest('hex')
}
