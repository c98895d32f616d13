import { fileURLToPath } from 'node:url'
import { freePort, startChild, waitFor } from './processes'

const START_TIMEOUT_SECONDS = 60

/**
 * The reference page (`reference/`) on 127.0.0.1, in a process of its own
 * as the store is. Its bundle and photo are made as it starts, in this run.
 */
export async function startReferenceServer() {
  const port = await freePort()
  const benchDir = fileURLToPath(new URL('../..', import.meta.url))
  const child = startChild(
    process.execPath,
    ['--import', 'tsx', 'src/web/reference/main.ts', String(port)],
    // From bench/, so tsx compiles the page's JSX by bench/tsconfig.json.
    { cwd: benchDir, env: { ...process.env, NODE_ENV: 'production' } },
  )
  const origin = `http://127.0.0.1:${port}`
  try {
    await waitFor(
      'the reference page',
      async () => (await fetch(`${origin}/`)).ok,
      START_TIMEOUT_SECONDS,
      child,
    )
  } catch (error) {
    await child.stop()
    throw error
  }
  return {
    url: `${origin}/`,
    /** What the server said on start: the sizes of its script and photo. */
    summary: () => child.output().trim(),
    stop: () => child.stop(),
  }
}
