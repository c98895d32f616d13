// `npm start`: builds the web app, the back office and the API server when any is
// missing or older than its sources, then runs the compiled API server with plain
// node (decision 056); it serves the web app, the back office and the media.
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
  {
    name: 'the API server',
    workspace: '@store/api',
    dir: join(root, 'apps/api'),
    built: ['dist/server.js', 'dist/rendition-worker.js'],
    sources: [
      'src',
      'package.json',
      '../../packages/db/src',
      '../../packages/media/src',
      '../../scripts/build-api.mjs',
    ],
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

const serverBundle = join(root, 'apps/api/dist/server.js')
const server = spawn(process.execPath, [serverBundle], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
})
// Ctrl-C reaches the server too (same process group); this process only waits for it to finish.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
