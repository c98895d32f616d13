import { spawn, spawnSync } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
} from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The shop as it runs in production, on loopback: a PostgreSQL server, N compiled store
 * instances on it and Debian's nginx in front with the repository's own config
 * (ops/nginx/kainara.conf). Journeys, tests and the flash-sale bench go through nginx,
 * which sends each request to the next instance in turn.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const SERVER_BUNDLE = join(ROOT, 'apps/api/dist/server.js')
const NGINX_CONF = join(ROOT, 'ops/nginx/kainara.conf')
const NGINX = '/usr/sbin/nginx'
export const CLUSTER_OPERATOR_TOKEN = 'cluster-operator-token-0123456789'

export interface ClusterOptions {
  instances?: number
  /** PostgreSQL listens here, nginx on the next port, instance i on basePort + 10 + i. */
  basePort?: number
  /** Added to every instance's environment. */
  env?: Record<string, string>
  /** The pool of each instance (DATABASE_POOL_SIZE). */
  poolSize?: number
  /** OPERATOR_TOKEN of every instance; CLUSTER_OPERATOR_TOKEN by default. */
  operatorToken?: string
}

export interface Instance {
  index: number
  url: string
  /** Prometheus metrics, on a port of their own. */
  metricsUrl: string
  /** Alive and answering? */
  running(): boolean
  /** The process id while it runs: its database connections are found by it. */
  pid(): number | undefined
  /** kill -9 by default: no drain, no goodbye, connections dropped as they are. */
  kill(signal?: NodeJS.Signals): Promise<void>
  /** Starts it again on the same port and waits until /readyz answers 200. */
  start(): Promise<void>
  log(): Promise<string>
}

export interface Cluster {
  /** nginx: the address shoppers and staff use. */
  url: string
  databaseUrl: string
  /** Holds `mail/` (the instances' shared .eml files), `order-link-secret` and `payment-sandbox-secret`. */
  dataDir: string
  operatorToken: string
  /** The built-in payment page's secret, the same on every instance (decision 063). */
  paymentSandboxSecret: string
  instances: Instance[]
  postgres: {
    /** `pg_ctl restart -m fast`: every connection is dropped, the server is back within seconds. */
    restart(): Promise<void>
    stop(): Promise<void>
    start(): Promise<void>
  }
  /** The nginx access log: `METHOD path status upstream` per request. */
  accessLog(): Promise<string[]>
  /**
   * `JOURNEY METHOD path?query status upstream` per request, where JOURNEY is the request's
   * X-Journey header ('-' without one): a browser journey names its own requests with it and
   * reads, from another process, which instance answered each.
   */
  journeyLogPath: string
  stop(): Promise<void>
}

function findPgBin(): string {
  const base = '/usr/lib/postgresql'
  const versions = existsSync(base) ? readdirSync(base).sort().reverse() : []
  for (const version of versions) {
    const bin = join(base, version, 'bin')
    if (existsSync(join(bin, 'initdb'))) return bin
  }
  throw new Error(
    'PostgreSQL is not installed: apt-get install postgresql (scripts/test-cluster.sh does)',
  )
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function waitFor(url: string, what: string, timeoutMs: number, alive: () => boolean) {
  const until = Date.now() + timeoutMs
  for (;;) {
    if (!alive()) throw new Error(`${what} stopped before it was ready`)
    const status = await fetch(url, { signal: AbortSignal.timeout(2000) })
      .then((response) => response.status)
      .catch(() => 0)
    if (status === 200) return
    if (Date.now() > until) throw new Error(`${what} not ready at ${url} after ${timeoutMs} ms`)
    await sleep(200)
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

/** The repository's nginx config with the cluster's ports and paths, inside a whole nginx.conf. */
export function nginxConfig(options: {
  site: string
  listen: number
  upstreams: number[]
  dir: string
  asRoot: boolean
}): string {
  const servers = options.upstreams
    .map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`)
    .join('\n')
  const site = options.site
    .replace(/^ {4}server 127\.0\.0\.1:\d+ [^\n]*\n/gm, '')
    .replace('upstream kainara_store {\n', `upstream kainara_store {\n${servers}\n`)
    .replace(/listen 80;/, `listen 127.0.0.1:${options.listen};`)
    .replace('/var/cache/nginx/kainara', join(options.dir, 'cache'))
  if (!site.includes(`127.0.0.1:${options.upstreams[0]}`) || site.includes('listen 80;'))
    throw new Error(
      'ops/nginx/kainara.conf no longer has the upstream and listen lines the harness fills in',
    )
  const temp = (name: string) => `${name}_temp_path ${join(options.dir, name)};`
  return [
    options.asRoot ? 'user root;' : '',
    'daemon off;',
    'worker_processes 1;',
    `pid ${join(options.dir, 'nginx.pid')};`,
    `error_log ${join(options.dir, 'error.log')} warn;`,
    'events { worker_connections 2048; }',
    'http {',
    "  log_format upstream '$request_method $uri $status $upstream_addr';",
    `  access_log ${join(options.dir, 'access.log')} upstream;`,
    "  log_format journey '$http_x_journey $request_method $request_uri $status $upstream_addr';",
    `  access_log ${join(options.dir, 'journey.log')} journey;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
    site,
    '}',
  ].join('\n')
}

/** The ports the kernel hands out to outgoing connections ([32768, 60999] on Linux by default). */
function ephemeralPorts(): [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number)
    return [low ?? 32_768, high ?? 60_999]
  } catch {
    return [32_768, 60_999]
  }
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const count = options.instances ?? 2
  const basePort = options.basePort ?? 27_600
  // A port in that range may be held, even in TIME_WAIT, by any outgoing connection of a
  // busy loopback (a bench's shoppers), and PostgreSQL or nginx then cannot listen on it.
  const [low, high] = ephemeralPorts()
  if (basePort <= high && basePort + 40 >= low)
    throw new Error(
      `basePort ${basePort}: ports ${low}-${high} are this machine's outgoing ports; pick one below ${low - 40}`,
    )
  const pgPort = basePort
  const nginxPort = basePort + 1
  const operatorToken = options.operatorToken ?? CLUSTER_OPERATOR_TOKEN
  if (!existsSync(SERVER_BUNDLE)) {
    const build = spawnSync('npm', ['run', 'build', '-w', '@store/api'], {
      cwd: ROOT,
      stdio: 'inherit',
    })
    if (build.status !== 0) throw new Error('the API server did not build')
  }
  if (!existsSync(NGINX))
    throw new Error('nginx is not installed: apt-get install nginx (scripts/test-cluster.sh does)')
  const pgBin = findPgBin()
  const root = await mkdtemp(join(tmpdir(), 'kainara-cluster-'))
  chmodSync(root, 0o755)
  const asRoot = process.getuid?.() === 0
  const pgData = join(root, 'pg')
  mkdirSync(pgData)
  // PostgreSQL refuses to run as root; the Debian package makes a postgres user.
  // Not spawnSync: a test's own requests keep flowing while the server restarts.
  const runAs = (command: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const [file, ...rest] = asRoot
        ? ['runuser', '-u', 'postgres', '--', command, ...args]
        : [command, ...args]
      const child = spawn(file ?? command, rest, { stdio: ['ignore', 'pipe', 'pipe'] })
      let output = ''
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
      child.on('error', reject)
      child.on('exit', (code) =>
        code === 0
          ? resolve()
          : reject(new Error(`${command} ${args.join(' ')} failed: ${output}`)),
      )
    })
  if (asRoot) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim())
    chownSync(pgData, uid, uid)
  }
  const pgCtl = join(pgBin, 'pg_ctl')
  const pgOptions = `-c listen_addresses=127.0.0.1 -c port=${pgPort} -c unix_socket_directories=${pgData} -c fsync=off -c max_connections=300`
  await runAs(join(pgBin, 'initdb'), [
    '-D',
    join(pgData, 'data'),
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ])
  const pgStart = () =>
    runAs(pgCtl, [
      '-D',
      join(pgData, 'data'),
      '-l',
      join(pgData, 'server.log'),
      '-w',
      '-o',
      pgOptions,
      'start',
    ])
  await pgStart()
  const databaseUrl = `postgres://postgres@127.0.0.1:${pgPort}/postgres`

  const dataDir = join(root, 'store')
  mkdirSync(join(dataDir, 'mail'), { recursive: true })
  const orderLinkSecret = randomBytes(32).toString('hex')
  // The secrets the e2e helpers read to make a guest's signed order link and to sign a payment
  // notification, from the data directory as they do on one store.
  await writeFile(join(dataDir, 'order-link-secret'), orderLinkSecret)
  // Instances on one database share the built-in payment page's secret, as they share the others:
  // each would otherwise make its own, and a bill made by one would be refused by the next.
  const paymentSandboxSecret = randomBytes(32).toString('hex')
  await writeFile(join(dataDir, 'payment-sandbox-secret'), paymentSandboxSecret)
  const url = `http://127.0.0.1:${nginxPort}`
  const sharedEnv: Record<string, string> = {
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: String(options.poolSize ?? 10),
    MAIL_DIR: join(dataDir, 'mail'),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL: url,
    OPERATOR_TOKEN: operatorToken,
    ORDER_LINK_SECRET: orderLinkSecret,
    DEVICE_COOKIE_SECRET: randomBytes(32).toString('hex'),
    PAYMENT_SANDBOX_SECRET: paymentSandboxSecret,
    MEDIA_PRERENDER: 'off',
    CLOCK_SHIFT: 'on',
    SHUTDOWN_DRAIN_SECONDS: '0',
    ...options.env,
  }

  const instances: Instance[] = Array.from({ length: count }, (_, index) => {
    const port = basePort + 10 + index
    const metricsPort = basePort + 30 + index
    const instanceDir = join(root, `instance-${index + 1}`)
    const logPath = join(root, `instance-${index + 1}.log`)
    let child: ChildProcess | null = null
    const running = () => child !== null && child.exitCode === null && child.signalCode === null
    const instance: Instance = {
      index,
      url: `http://127.0.0.1:${port}`,
      metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
      running,
      pid: () => (running() ? child?.pid : undefined),
      async kill(signal = 'SIGKILL') {
        if (!child || !running()) return
        const stopping = exited(child)
        child.kill(signal)
        await stopping
      },
      async start() {
        if (running()) return
        const log = openSync(logPath, 'a')
        child = spawn(process.execPath, [SERVER_BUNDLE], {
          cwd: ROOT,
          stdio: ['ignore', log, log],
          env: {
            ...process.env,
            ...sharedEnv,
            PORT: String(port),
            METRICS_PORT: String(metricsPort),
            DATA_DIR: instanceDir,
          },
        })
        await waitFor(`${instance.url}/readyz`, `instance ${index + 1}`, 180_000, running)
      },
      log: () => readFile(logPath, 'utf8').catch(() => ''),
    }
    return instance
  })

  const nginxDir = join(root, 'nginx')
  mkdirSync(nginxDir)
  let nginx: ChildProcess | null = null
  const stop = async () => {
    if (nginx) {
      const stopping = exited(nginx)
      nginx.kill('SIGTERM')
      await stopping
    }
    await Promise.all(instances.map((instance) => instance.kill('SIGKILL')))
    spawnSync(
      asRoot ? 'runuser' : pgCtl,
      asRoot
        ? ['-u', 'postgres', '--', pgCtl, '-D', join(pgData, 'data'), '-m', 'immediate', 'stop']
        : ['-D', join(pgData, 'data'), '-m', 'immediate', 'stop'],
    )
    await rm(root, { recursive: true, force: true })
  }

  try {
    // Started together, as a deployment does: migrations and the demo store are made once.
    await Promise.all(instances.map((instance) => instance.start()))
    await writeFile(
      join(nginxDir, 'nginx.conf'),
      nginxConfig({
        site: await readFile(NGINX_CONF, 'utf8'),
        listen: nginxPort,
        upstreams: instances.map((_, index) => basePort + 10 + index),
        dir: nginxDir,
        asRoot,
      }),
    )
    nginx = spawn(
      NGINX,
      ['-p', nginxDir, '-e', join(nginxDir, 'error.log'), '-c', join(nginxDir, 'nginx.conf')],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    )
    const started = nginx
    await waitFor(`${url}/readyz`, 'nginx', 20_000, () => started.exitCode === null)
  } catch (error) {
    const logs = await Promise.all(instances.map((instance) => instance.log()))
    await stop()
    throw new Error(`${String(error)}\n${logs.map((log) => log.slice(-2000)).join('\n---\n')}`)
  }

  return {
    url,
    databaseUrl,
    dataDir,
    operatorToken,
    paymentSandboxSecret,
    instances,
    postgres: {
      restart: () =>
        runAs(pgCtl, ['-D', join(pgData, 'data'), '-m', 'fast', '-w', '-o', pgOptions, 'restart']),
      stop: () => runAs(pgCtl, ['-D', join(pgData, 'data'), '-m', 'fast', '-w', 'stop']),
      start: pgStart,
    },
    accessLog: async () =>
      (await readFile(join(nginxDir, 'access.log'), 'utf8').catch(() => ''))
        .split('\n')
        .filter(Boolean),
    journeyLogPath: join(nginxDir, 'journey.log'),
    stop,
  }
}
