import { execFileSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url))

/** A real build of the web app, browser half and server renderer, into a folder of its own. */
export async function buildWebApp() {
  const dist = await mkdtemp(join(tmpdir(), 'kainara-ssr-dist-'))
  execFileSync(
    'npm',
    ['run', 'build', '-w', '@store/web', '--', '--outDir', dist, '--logLevel', 'error'],
    { cwd: repoRoot, stdio: 'pipe' },
  )
  return { dist, remove: () => rm(dist, { recursive: true, force: true }) }
}
