import { randomBytes } from 'node:crypto'
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
  const operatorToken = randomBytes(24).toString('base64url')
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDistDir,
    LOG_LEVEL: 'warn',
    OPERATOR_TOKEN: operatorToken,
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
    /** The operator's `set-setting`, e.g. the home popup off (no value). */
    async setSetting(key: string, value = '') {
      const response = await fetch(`${origin}/api/operator/settings`, {
        method: 'POST',
        headers: { authorization: `Bearer ${operatorToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ key, value }),
      })
      if (!response.ok) throw new Error(`set-setting ${key}: ${await response.text()}`)
    },
    output: () => child.output(),
  }
}
