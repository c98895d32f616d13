import { join } from 'node:path'
import { repoRoot } from '../paths'
import { freePort, startChild, waitFor } from './processes'

const START_TIMEOUT_SECONDS = 240

/**
 * The production server (`apps/api/src/server.ts`) on 127.0.0.1 with its own
 * data directory, so it creates a fresh demo store, serving the given build.
 */
export async function startStoreServer(dataDir: string, webDistDir: string) {
  const port = await freePort()
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDistDir,
    LOG_LEVEL: 'warn',
    // Only the images the measured pages name are drawn (warm-media.ts), before measuring.
    MEDIA_PRERENDER: 'off',
  }
  delete env.DATABASE_URL
  const started = performance.now()
  const child = startChild(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'apps/api/src/server.ts')],
    { cwd: repoRoot, env },
  )
  const origin = `http://127.0.0.1:${port}`
  try {
    await waitFor(
      'the store server',
      async () => (await fetch(`${origin}/api/health`)).ok,
      START_TIMEOUT_SECONDS,
      child,
    )
  } catch (error) {
    await child.stop()
    throw error
  }
  return {
    origin,
    startSeconds: (performance.now() - started) / 1000,
    stop: () => child.stop(),
    output: () => child.output(),
  }
}
