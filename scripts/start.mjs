// `npm start`: builds the web app when it is missing or older than its sources,
// then runs the API server, which also serves the web app and the media.
import { spawnSync, spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const webDir = join(root, 'apps/web')
// The browser build and the server renderer built beside it (apps/web/vite.config.ts).
const builtFiles = [join(webDir, 'dist/index.html'), join(webDir, 'dist/server/entry-server.js')]

function newestMtime(path) {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestMtime(join(path, entry))),
    stat.mtimeMs,
  )
}

const sources = [
  join(webDir, 'src'),
  join(webDir, 'index.html'),
  join(webDir, 'public'),
  join(webDir, 'vite.config.ts'),
  join(root, 'packages/contract/src'),
]
const needsBuild =
  builtFiles.some((file) => !existsSync(file)) ||
  sources.some(
    (source) => newestMtime(source) > Math.min(...builtFiles.map((file) => statSync(file).mtimeMs)),
  )
if (needsBuild) {
  console.log('Building the web app…')
  const build = spawnSync('npm', ['run', 'build', '-w', '@store/web'], {
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
