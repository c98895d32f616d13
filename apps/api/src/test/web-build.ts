import { execFileSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url))

/**
 * A real build of the web app, browser half and server renderer, into a folder of its own.
 * Under `npm test` (STORE_BUILT=1) the build step has just built apps/web/dist from the same
 * sources, and the tests read that one instead of building it twice more per run (decision 066).
 */
export async function buildWebApp() {
  if (process.env.STORE_BUILT)
    return { dist: join(repoRoot, 'apps/web/dist'), remove: async () => {} }
  const dist = await mkdtemp(join(tmpdir(), 'kainara-ssr-dist-'))
  execFileSync(
    'npm',
    ['run', 'build', '-w', '@store/web', '--', '--outDir', dist, '--logLevel', 'error'],
    { cwd: repoRoot, stdio: 'pipe' },
  )
  return { dist, remove: () => rm(dist, { recursive: true, force: true }) }
}
