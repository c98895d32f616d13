import { spawn, spawnSync } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { request as httpRequest } from 'node:http'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, test } from 'vitest'

const serverPath = fileURLToPath(new URL('./server.ts', import.meta.url))
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url))
const dataDirs: string[] = []
afterAll(async () => {
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })))
})

/** From the TypeScript sources through tsx, or the bundle `npm start` runs (apps/api/dist). */
function startServer(dataDir: string, port: number, compiled = false) {
  const args = compiled
    ? [join(repoRoot, 'apps/api/dist/server.js')]
    : ['--import', 'tsx', serverPath]
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      SHUTDOWN_DRAIN_SECONDS: '2',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return { child, output: () => output }
}

// A first start seeds the demo store and renders its images: generous, since the other
// test files load the same two cores meanwhile.
const READY_ATTEMPTS = 720

/** A port nothing listens on now, from the system; a fixed range can meet another test's socket. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      )
    })
  })
}

async function waitForHealth(port: number, child: ChildProcess, output: () => string) {
  for (let attempt = 0; attempt < READY_ATTEMPTS; attempt++) {
    if (child.exitCode !== null)
      throw new Error(`the server exited before it was ready:\n${output().slice(-2000)}`)
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`the server did not become ready in ${READY_ATTEMPTS / 4} s`)
}

async function waitForStatus(port: number, path: string, status: number): Promise<unknown> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const response = await fetch(`http://127.0.0.1:${port}${path}`)
    if (response.status === status) return response.json()
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`${path} never answered ${status}`)
}

async function waitForOutput(output: () => string, text: string) {
  while (!output().includes(text)) await new Promise((resolve) => setTimeout(resolve, 50))
}

/** A request whose body arrives in two parts: in flight until `finish` sends the rest. */
function slowRequest(port: number, path: string, payload: unknown) {
  const body = JSON.stringify(payload)
  const half = Math.floor(body.length / 2)
  const request = httpRequest({
    host: '127.0.0.1',
    port,
    path,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  })
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('error', reject)
    request.on('response', (response) => {
      let text = ''
      response.on('data', (chunk: Buffer) => (text += chunk.toString()))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }))
    })
  })
  request.write(body.slice(0, half))
  return { answer, finish: () => request.end(body.slice(half)) }
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))

describe('the store process', () => {
  test('creates and seeds its data on first start, reuses it on the second, and stops cleanly on Ctrl-C; compiled, on SIGTERM it turns not ready, then lets an open request finish', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'kainara-start-'))
    dataDirs.push(dataDir)
    const port = await freePort()

    const first = startServer(dataDir, port)
    await waitForHealth(port, first.child, first.output)
    const products = (await (await fetch(`http://127.0.0.1:${port}/api/products`)).json()) as {
      product_count: number
    }
    expect(products.product_count).toBeGreaterThanOrEqual(150)
    expect(first.output()).toContain('created the demo catalogue')
    expect(first.output()).toContain(`http://localhost:${port}`)
    const firstExit = exitOf(first.child)
    first.child.kill('SIGINT')
    expect(await firstExit).toBe(0)
    expect(await readdir(join(dataDir, 'media', 'products'))).not.toHaveLength(0)

    // The second start runs the bundle `npm start` serves, on the data the sources made.
    const build = spawnSync(process.execPath, [join(repoRoot, 'scripts/build-api.mjs')])
    expect(build.status).toBe(0)
    const second = startServer(dataDir, port, true)
    await waitForHealth(port, second.child, second.output)
    const again = (await (await fetch(`http://127.0.0.1:${port}/api/products`)).json()) as {
      product_count: number
    }
    expect(again.product_count).toBe(products.product_count)
    expect(second.output()).not.toContain('created the demo catalogue')
    expect(second.output()).not.toContain('rendered')

    const subscribing = slowRequest(port, '/api/newsletter/subscribe', {
      email: 'slow.reader@example.com',
    })
    const secondExit = exitOf(second.child)
    second.child.kill('SIGTERM')
    const notReady = await waitForStatus(port, '/readyz', 503)
    expect(notReady).toEqual({
      status: 'not ready',
      error: { message: 'The store is shutting down.' },
    })
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200)
    await waitForOutput(second.output, 'open requests finish')
    subscribing.finish()
    const answer = await subscribing.answer
    expect(answer.status).toBe(200)
    expect(await secondExit).toBe(0)
  }, 420_000)
})
