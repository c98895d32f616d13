import { spawn } from 'node:child_process'
import type { ChildProcess, SpawnOptions } from 'node:child_process'
import { createServer } from 'node:net'

/** Ports the bench may listen on (`ports=3445-3459`); unset, any free port the system gives. */
let portRange: { from: number; to: number } | null = null
const handedOut = new Set<number>()

export function usePortRange(range: { from: number; to: number } | null) {
  portRange = range
}

function isFree(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(null))
    server.listen(port, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : null))
    })
  })
}

/**
 * A port that was free on 127.0.0.1 a moment ago, from the configured range if
 * there is one. A port is handed out once per run, since a server it was given
 * to may not be listening yet when the next is asked for.
 */
export async function freePort(): Promise<number> {
  if (!portRange) {
    const port = await isFree(0)
    if (port === null) throw new Error('no free port')
    return port
  }
  for (let port = portRange.from; port <= portRange.to; port++) {
    if (handedOut.has(port) || (await isFree(port)) === null) continue
    handedOut.add(port)
    return port
  }
  throw new Error(`no free port left in ${portRange.from}-${portRange.to}`)
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
