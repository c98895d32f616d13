import { spawn, spawnSync } from 'node:child_process'
import { closeSync, existsSync, openSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { repoRoot } from '../paths'
import { processCpuMs } from '../thread-cpu'
import { freePort, waitFor } from '../web/processes'
import type { Child } from '../web/processes'

const START_TIMEOUT_SECONDS = 300

export interface ServerProcess {
  origin: string
  pid: number
  cpuMs: () => number | null
  stop(): Promise<void>
}

/** A child whose output goes to a file, as `npm start > store.log` would send it. */
function startLogged(args: string[], env: NodeJS.ProcessEnv, logFile: string): Child {
  const fd = openSync(logFile, 'a')
  const child = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: ['ignore', fd, fd] })
  closeSync(fd)
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code))
    child.once('error', () => resolve(-1))
  })
  return {
    process: child,
    output: () => `(see ${logFile})`,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
      await exited
      clearTimeout(timer)
    },
  }
}

async function started(child: Child, origin: string, readyPath: string): Promise<ServerProcess> {
  try {
    await waitFor(
      origin,
      async () => (await fetch(origin + readyPath)).ok,
      START_TIMEOUT_SECONDS,
      child,
    )
  } catch (error) {
    await child.stop()
    throw error
  }
  const pid = child.process.pid
  if (pid === undefined) throw new Error(`${origin}: no process id`)
  return { origin, pid, cpuMs: () => processCpuMs(pid), stop: () => child.stop() }
}

/** The bare Fastify route, in a process of its own, as the store is. */
export async function startBareServer(logFile: string): Promise<ServerProcess> {
  const port = await freePort()
  const script = fileURLToPath(new URL('./bare-server.ts', import.meta.url))
  const child = startLogged(['--import', 'tsx', script, String(port)], process.env, logFile)
  return started(child, `http://127.0.0.1:${port}`, '/bare')
}

/** `npm run build -w @store/api`, unless the bundle is there and `skipBuild` says to keep it. */
export function buildStoreBundle(skipBuild: boolean) {
  const bundle = join(repoRoot, 'apps/api/dist/server.js')
  if (skipBuild && existsSync(bundle)) return bundle
  const build = spawnSync('npm', ['run', 'build', '-w', '@store/api'], {
    cwd: repoRoot,
    stdio: 'inherit',
  })
  if (build.status !== 0) throw new Error('the API build failed')
  return bundle
}

/**
 * The compiled store (`apps/api/dist/server.js`, what `npm start` runs) on a
 * fresh data directory, its log written to `logFile`. The renditions are not
 * drawn in the background, so no drawing shares the cores with the load.
 */
export async function startStore(
  bundle: string,
  dataDir: string,
  logFile: string,
  settings: NodeJS.ProcessEnv,
): Promise<ServerProcess & { logBytes: () => number }> {
  const port = await freePort()
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: '/nonexistent',
    MEDIA_PRERENDER: 'off',
    SHUTDOWN_DRAIN_SECONDS: '0',
    ...settings,
  }
  delete env.DATABASE_URL
  if (settings.LOG_LEVEL === undefined) delete env.LOG_LEVEL
  const child = startLogged([bundle], env, logFile)
  const server = await started(child, `http://127.0.0.1:${port}`, '/readyz')
  return { ...server, logBytes: () => statSync(logFile).size }
}
