// `npm start`: builds the web app and the back office when either is missing
// or older than its sources, then runs the API server, which serves both and the media.
import { spawnSync, spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const contractSources = join(root, 'packages/contract/src')

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestMtime(join(path, entry))),
    stat.mtimeMs,
  )
}

const apps = [
  {
    name: 'the web app',
    workspace: '@store/web',
    dir: join(root, 'apps/web'),
    // The browser build and the server renderer built beside it (apps/web/vite.config.ts).
    built: ['dist/index.html', 'dist/server/entry-server.js'],
    sources: ['src', 'index.html', 'public', 'vite.config.ts'],
  },
  {
    name: 'the back office',
    workspace: '@store/admin',
    dir: join(root, 'apps/admin'),
    built: ['dist/index.html'],
    sources: ['src', 'index.html', 'vite.config.ts'],
  },
]

for (const app of apps) {
  const builtFiles = app.built.map((file) => join(app.dir, file))
  const sources = [...app.sources.map((source) => join(app.dir, source)), contractSources]
  const stale =
    builtFiles.some((file) => !existsSync(file)) ||
    sources.some(
      (source) =>
        newestMtime(source) > Math.min(...builtFiles.map((file) => statSync(file).mtimeMs)),
    )
  if (!stale) continue
  console.log(`Building ${app.name}…`)
  const build = spawnSync('npm', ['run', 'build', '-w', app.workspace], {
    cwd: root,
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
})
// Ctrl-C reaches the server too (same process group); this process only waits for it to finish.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
