// `node scripts/measure-start.mjs <port> <data dir>`: how long `npm start` takes from
// process start to the port answering, and the server's resident memory idle, then
// after a warm-up of a few pages (decision 056). Run it on a data dir seeded before.
import { spawn, execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const [port = '4770', dataDir = 'data'] = process.argv.slice(2)
const origin = `http://127.0.0.1:${port}`
const root = fileURLToPath(new URL('..', import.meta.url))
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** The resident memory of the process serving the port: start.mjs's child. */
function serverRssMb(startPid) {
  const child = execFileSync('ps', ['-o', 'pid=', '--ppid', String(startPid)], { encoding: 'utf8' })
  const pid = child.trim().split(/\s+/)[0]
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024)
}

const startedAt = performance.now()
const start = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'inherit',
})
for (;;) {
  const answered = await fetch(`${origin}/`).then(
    () => true,
    () => false,
  )
  if (answered) break
  await pause(20)
}
const startUpMs = Math.round(performance.now() - startedAt)
await pause(5000)
const idleMb = serverRssMb(start.pid)

const pages = [
  '/',
  '/admin',
  '/products',
  '/stores',
  '/faq',
  '/product/1',
  '/product/2',
  '/product/3',
]
for (let round = 0; round < 5; round++) {
  for (const page of pages) await (await fetch(`${origin}${page}`)).arrayBuffer()
}
await pause(5000)
const warmMb = serverRssMb(start.pid)

console.log(JSON.stringify({ startUpMs, idleRssMb: idleMb, afterWarmUpRssMb: warmMb, pages }))
start.kill('SIGTERM')
