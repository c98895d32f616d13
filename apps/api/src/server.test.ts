import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, test } from 'vitest'

const serverPath = fileURLToPath(new URL('./server.ts', import.meta.url))
const dataDirs: string[] = []
afterAll(async () => {
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })))
})

function startServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverPath], {
    env: {
      ...process.env,
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
      const response = await fetch(`http://127.0.0.1:${port}/api/health`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`the server did not become ready in ${READY_ATTEMPTS / 4} s`)
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))

describe('the store process', () => {
  test('creates and seeds its data on first start, reuses it on the second, and stops cleanly on Ctrl-C', async () => {
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

    const second = startServer(dataDir, port)
    await waitForHealth(port, second.child, second.output)
    const again = (await (await fetch(`http://127.0.0.1:${port}/api/products`)).json()) as {
      product_count: number
    }
    expect(again.product_count).toBe(products.product_count)
    expect(second.output()).not.toContain('created the demo catalogue')
    expect(second.output()).not.toContain('rendered')
    const secondExit = exitOf(second.child)
    second.child.kill('SIGTERM')
    expect(await secondExit).toBe(0)
  }, 420_000)
})
