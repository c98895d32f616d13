import { spawn } from 'node:child_process'
import type { ChildProcess, SpawnOptions } from 'node:child_process'
import { createServer } from 'node:net'

/** A port that was free on 127.0.0.1 a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      )
    })
  })
}

export interface Child {
  process: ChildProcess
  /** The last lines it printed, for error messages. */
  output(): string
  exited: Promise<number | null>
  stop(): Promise<void>
}

/** Starts a program we own; stop() ends it by its pid, politely first. */
export function startChild(command: string, args: string[], options: SpawnOptions = {}): Child {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code))
    child.once('error', (error) => {
      keep(Buffer.from(String(error)))
      resolve(-1)
    })
  })
  return {
    process: child,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    },
  }
}

/** Polls `check` every half second until it holds, the child exits, or `seconds` pass. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  seconds: number,
  child?: Child,
) {
  const deadline = Date.now() + seconds * 1000
  let exited = false
  void child?.exited.then(() => (exited = true))
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${what}: the process ended early.\n${child?.output() ?? ''}`)
    if (await check().catch(() => false)) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${what}: not ready after ${seconds} s.\n${child?.output() ?? ''}`)
}
