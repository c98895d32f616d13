import { readdirSync, readFileSync } from 'node:fs'
import pg from 'pg'

/**
 * Where the machine's CPU went during a load: each store instance (from its
 * own /metrics), the PostgreSQL server (its processes in /proc), this bench
 * process, and the machine as a whole (/proc/stat), so the rest is nginx and
 * everybody else's work. Also samples each instance's pool gauges while the
 * load runs.
 */

const TICKS = 100
const mean = (values: number[]) =>
  Math.round((values.reduce((a, b) => a + b, 0) / Math.max(1, values.length)) * 10) / 10

/** One value of a Prometheus text exposition, summed over the series that match the labels. */
export function metricValue(text: string, name: string, labels: Record<string, string> = {}) {
  let sum = 0
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue
    const rest = line.slice(name.length)
    if (rest[0] !== ' ' && rest[0] !== '{') continue
    const labelText = rest.startsWith('{') ? rest.slice(1, rest.indexOf('}')) : ''
    if (!Object.entries(labels).every(([key, value]) => labelText.includes(`${key}="${value}"`)))
      continue
    sum += Number(line.slice(line.lastIndexOf(' ') + 1)) || 0
  }
  return sum
}

async function scrape(url: string) {
  const response = await fetch(url, { signal: AbortSignal.timeout(5000) })
  return response.text()
}

/** CPU seconds of the PostgreSQL server listening on `port`: the postmaster, its children and the children it reaped. */
export function postgresCpuSeconds(port: number): number {
  const stats = new Map<number, { ppid: number; own: number; reaped: number }>()
  let postmaster = 0
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry)
    if (!Number.isInteger(pid)) continue
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const ticks = (index: number) => Number(fields[index - 3])
      stats.set(pid, {
        ppid: ticks(4),
        own: ticks(14) + ticks(15),
        reaped: ticks(16) + ticks(17),
      })
      if (!postmaster) {
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
        if (command.startsWith('/usr/lib/postgresql/') && command.includes(`port=${port}\0`))
          postmaster = pid
        else if (command.includes('postgres') && command.includes(`port=${port} `)) postmaster = pid
      }
    } catch {
      // The process ended while it was read.
    }
  }
  const main = stats.get(postmaster)
  if (!main) return 0
  let ticks = main.own + main.reaped
  for (const stat of stats.values()) if (stat.ppid === postmaster) ticks += stat.own
  return ticks / TICKS
}

/** Busy and total CPU seconds of the whole machine since boot. */
export function machineCpuSeconds(): { busy: number; total: number } {
  const first = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? ''
  const values = first.trim().split(/\s+/).slice(1).map(Number)
  const total = values.reduce((sum, value) => sum + value, 0)
  const idle = (values[3] ?? 0) + (values[4] ?? 0)
  return { busy: (total - idle) / TICKS, total: total / TICKS }
}

export interface UsageReport {
  seconds: number
  /** CPU seconds per second (1.0 = one core busy the whole time). */
  instanceCores: number[]
  postgresCores: number
  benchCores: number
  machineCores: number
  /** The machine's busy share not accounted for above: nginx and other people's work. */
  otherCores: number
  poolWaitingMax: number[]
  poolWaitingMean: number[]
  poolInUseMax: number[]
  /** The event loop's p99 lag (prom-client's default metric), the largest sample, in ms. */
  loopLagMaxMs: number[]
  /** Seconds spent in garbage collection during the load. */
  gcSeconds: number[]
  /** Mean request time inside each instance, from its duration histogram. */
  instanceMeanMs: number[]
  requestsPerInstance: number[]
  /** PostgreSQL backends waiting for a row or table lock (pg_stat_activity), sampled every second. */
  lockWaitsMax: number
  lockWaitsMean: number
  /** Backends running a statement (state active), sampled every second. */
  activeMean: number
  /** Backends inside a transaction waiting for the instance's next statement. */
  idleInTransactionMean: number
}

interface Snapshot {
  at: number
  cpu: number[]
  requests: number[]
  requestSeconds: number[]
  gc: number[]
  postgres: number
  bench: number
  machine: number
}

export function watchUsage(metricsUrls: string[], postgresPort: number, databaseUrl: string) {
  const snapshot = async (): Promise<Snapshot> => {
    const texts = await Promise.all(metricsUrls.map(scrape))
    return {
      at: performance.now(),
      cpu: texts.map((text) => metricValue(text, 'store_process_cpu_seconds_total')),
      requests: texts.map((text) => metricValue(text, 'store_http_request_duration_seconds_count')),
      requestSeconds: texts.map((text) =>
        metricValue(text, 'store_http_request_duration_seconds_sum'),
      ),
      gc: texts.map((text) => metricValue(text, 'store_nodejs_gc_duration_seconds_sum')),
      postgres: postgresCpuSeconds(postgresPort),
      bench: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
      machine: machineCpuSeconds().busy,
    }
  }
  const waiting: number[][] = metricsUrls.map(() => [])
  const inUse: number[][] = metricsUrls.map(() => [])
  const lag: number[][] = metricsUrls.map(() => [])
  const locks: number[] = []
  const active: number[] = []
  const idleInTransaction: number[] = []
  const activity = new pg.Client({ connectionString: databaseUrl })
  const connected = activity.connect()
  let sampling = true
  const sampler = (async () => {
    while (sampling) {
      await Promise.all(
        metricsUrls.map(async (url, index) => {
          const text = await scrape(url).catch(() => '')
          if (!text) return
          waiting[index]?.push(metricValue(text, 'store_db_pool_waiting'))
          inUse[index]?.push(metricValue(text, 'store_db_pool_connections', { state: 'in_use' }))
          lag[index]?.push(metricValue(text, 'store_nodejs_eventloop_lag_p99_seconds') * 1000)
        }),
      )
      await connected
      const { rows } = await activity.query<{ locks: number; active: number; idle: number }>(
        `select count(*) filter (where wait_event_type = 'Lock')::int as locks,
           count(*) filter (where state = 'active')::int - 1 as active,
           count(*) filter (where state = 'idle in transaction')::int as idle
         from pg_stat_activity where backend_type = 'client backend'`,
      )
      locks.push(rows[0]?.locks ?? 0)
      active.push(rows[0]?.active ?? 0)
      idleInTransaction.push(rows[0]?.idle ?? 0)
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  })()
  const startedAt = snapshot()
  return {
    async stop(): Promise<UsageReport> {
      sampling = false
      await sampler
      await activity.end()
      const start = await startedAt
      const end = await snapshot()
      const seconds = (end.at - start.at) / 1000
      const per = (value: number) => Math.round((value / seconds) * 100) / 100
      const instanceCores = end.cpu.map((cpu, index) => per(cpu - (start.cpu[index] ?? 0)))
      const postgresCores = per(end.postgres - start.postgres)
      const benchCores = per(end.bench - start.bench)
      const machineCores = per(end.machine - start.machine)
      const accounted = instanceCores.reduce((sum, value) => sum + value, 0)
      const requests = end.requests.map((count, index) => count - (start.requests[index] ?? 0))
      return {
        seconds: Math.round(seconds * 10) / 10,
        instanceCores,
        postgresCores,
        benchCores,
        machineCores,
        otherCores: Math.round((machineCores - accounted - postgresCores - benchCores) * 100) / 100,
        poolWaitingMax: waiting.map((values) => Math.max(0, ...values)),
        poolWaitingMean: waiting.map(
          (values) =>
            Math.round((values.reduce((a, b) => a + b, 0) / Math.max(1, values.length)) * 10) / 10,
        ),
        poolInUseMax: inUse.map((values) => Math.max(0, ...values)),
        loopLagMaxMs: lag.map((values) => Math.round(Math.max(0, ...values))),
        gcSeconds: end.gc.map((gc, index) => Math.round((gc - (start.gc[index] ?? 0)) * 100) / 100),
        instanceMeanMs: end.requestSeconds.map((sum, index) => {
          const count = requests[index] ?? 0
          return count
            ? Math.round(((sum - (start.requestSeconds[index] ?? 0)) / count) * 10_000) / 10
            : 0
        }),
        requestsPerInstance: requests,
        lockWaitsMax: Math.max(0, ...locks),
        lockWaitsMean: mean(locks),
        activeMean: mean(active),
        idleInTransactionMean: mean(idleInTransaction),
      }
    },
  }
}
