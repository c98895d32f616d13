/**
 * Command line of `npm run bench -- [api|reads|web|cart|checkout|fulfilment|csv|media|first-start|orders-board|flash-sale|staff-cancel|all] [pg] [duration=10] [sizes=demo,100000]`.
 * Options work with or without leading dashes: the root script forwards its
 * arguments through a second `npm run`, which keeps `--x` for itself.
 */
export interface BenchOptions {
  suites: (
    | 'api'
    | 'web'
    | 'cart'
    | 'checkout'
    | 'fulfilment'
    | 'csv'
    | 'media'
    | 'orders-board'
    | 'flash-sale'
    | 'staff-cancel'
    | 'reads'
    | 'first-start'
  )[]
  /** Seconds of load per route, split over `rounds`. */
  duration: number
  rounds: number
  connections: number
  /** Catalogue sizes in products; 0 means the demo catalogue alone. */
  sizes: number[]
  /** Run the API bench on the PostgreSQL server of BENCH_DATABASE_URL instead of PGlite. */
  pg: boolean
  /** Skip the web build and use apps/web/dist as it is. */
  skipBuild: boolean
  lighthouse: boolean
  /** Lighthouse runs per page; the median run by performance is reported. */
  lighthouseRuns: number
  /** Web: loads per page in a Chromium with its CPU slowed 4x; 0 skips them. */
  throttledLoads: number
  /** API routes to load (names with '-' for spaces, e.g. typo-search); empty means all. */
  routes: string[]
  /** Flash sale: shoppers in all, `connections` of them at a time. */
  shoppers: number
  /** Flash sale: no new shopper starts after this many seconds. */
  saleSeconds: number
  /** Flash sale: starting stock of each of the three sizes. */
  saleUnits: number
  /** Flash sale: each instance's PostgreSQL pool (DATABASE_POOL_SIZE). */
  poolSize: number
  /**
   * Flash sale: PostgreSQL's port for the one-instance sale (nginx the next, the instances
   * +10 and +11, their metrics +30 and +31); the two-instance sale takes this + 2.
   */
  saleBasePort: number
  /** Flash sale: arrival rates (shoppers a second) of the open-loop ramp; empty runs the closed loop. */
  rates: number[]
  /** Flash sale, open loop: seconds of arrivals at each rate. */
  stepSeconds: number
  /** Flash sale: the cluster sizes to run, in order. */
  instances: number[]
  /** Ports the servers a bench starts may take, e.g. 3445-3459; null lets the system choose. */
  ports: { from: number; to: number } | null
  /** Reads: the store's LOG_LEVEL; null leaves the store's default. */
  logLevel: string | null
  /** Reads: another checkout whose built store (apps/api/dist) is loaded in turn with this one. */
  compare: string | null
  /** First start: how many demo images to draw (0: all of them). */
  images: number
}

const USAGE = `usage: npm run bench -- [api|reads|web|cart|checkout|fulfilment|csv|media|first-start|orders-board|flash-sale|staff-cancel|all] [pg] [duration=<s>] [rounds=<n>] [connections=<n>]
                       [sizes=demo,100000] [routes=search,typo-search] [skip-build] [no-lighthouse] [lighthouse-runs=3] [throttled-loads=7]
                       [ports=3445-3459]
                       reads: [log-level=warn] [compare=<another checkout, its API built>]
                       first-start: [images=120]
                       flash-sale: [shoppers=500] [sale-seconds=120] [sale-units=120] [pool-size=10] [base-port=27900] [instances=1,2]
                                   open loop: rates=1,2,4,8 [step-seconds=20]`

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']

function portRange(value: string): { from: number; to: number } {
  const match = /^(\d{1,5})-(\d{1,5})$/.exec(value)
  const from = Number(match?.[1])
  const to = Number(match?.[2])
  if (!match || from < 1 || to > 65_535 || from > to)
    throw new Error(`--ports needs a range such as 3445-3459, not "${value}".\n${USAGE}`)
  return { from, to }
}

function positive(name: string, value: string): number {
  const number = Number(value)
  if (!Number.isFinite(number) || number <= 0)
    throw new Error(`--${name} needs a positive number, not "${value}".\n${USAGE}`)
  return number
}

export function parseOptions(args: string[]): BenchOptions {
  const options: BenchOptions = {
    suites: ['api', 'web'],
    duration: 10,
    rounds: 2,
    connections: 50,
    sizes: [0, 100_000],
    pg: false,
    skipBuild: false,
    lighthouse: true,
    lighthouseRuns: 3,
    throttledLoads: 7,
    routes: [],
    shoppers: 500,
    saleSeconds: 120,
    saleUnits: 120,
    poolSize: 10,
    saleBasePort: 27_900,
    rates: [],
    stepSeconds: 20,
    instances: [1, 2],
    ports: null,
    logLevel: null,
    compare: null,
    images: 0,
  }
  for (const arg of args) {
    const [flag = '', value = ''] = arg.replace(/^--/, '').split('=', 2)
    if (
      flag === 'api' ||
      flag === 'web' ||
      flag === 'cart' ||
      flag === 'checkout' ||
      flag === 'fulfilment' ||
      flag === 'csv' ||
      flag === 'media' ||
      flag === 'orders-board' ||
      flag === 'flash-sale' ||
      flag === 'staff-cancel' ||
      flag === 'reads' ||
      flag === 'first-start'
    )
      options.suites = [flag]
    else if (flag === 'all')
      options.suites = ['api', 'web', 'cart', 'checkout', 'fulfilment', 'csv', 'media']
    else if (flag === 'pg') options.pg = true
    else if (flag === 'skip-build') options.skipBuild = true
    else if (flag === 'no-lighthouse') options.lighthouse = false
    else if (flag === 'lighthouse-runs')
      options.lighthouseRuns = Math.min(Math.round(positive('lighthouse-runs', value)), 9)
    else if (flag === 'throttled-loads')
      options.throttledLoads =
        value === '0' ? 0 : Math.min(Math.round(positive('throttled-loads', value)), 21)
    else if (flag === 'duration') options.duration = Math.min(positive('duration', value), 120)
    else if (flag === 'rounds') options.rounds = Math.min(Math.round(positive('rounds', value)), 10)
    else if (flag === 'connections')
      options.connections = Math.min(Math.round(positive('connections', value)), 200)
    else if (flag === 'sizes') {
      options.sizes = value
        .split(',')
        .map((size) => (size === 'demo' ? 0 : Math.min(positive('sizes', size), 1_000_000)))
    } else if (flag === 'shoppers')
      options.shoppers = Math.min(Math.round(positive('shoppers', value)), 2000)
    else if (flag === 'sale-seconds')
      options.saleSeconds = Math.min(positive('sale-seconds', value), 600)
    else if (flag === 'sale-units')
      options.saleUnits = Math.min(Math.round(positive('sale-units', value)), 10_000)
    else if (flag === 'pool-size')
      options.poolSize = Math.min(Math.round(positive('pool-size', value)), 100)
    else if (flag === 'rates')
      options.rates = value.split(',').map((rate) => Math.min(positive('rates', rate), 200))
    else if (flag === 'step-seconds')
      options.stepSeconds = Math.min(positive('step-seconds', value), 300)
    else if (flag === 'instances') {
      options.instances = value.split(',').map(Number)
      if (!options.instances.every((count) => count === 1 || count === 2))
        throw new Error(`--instances is 1, 2 or 1,2, not "${value}".\n${USAGE}`)
    } else if (flag === 'base-port')
      options.saleBasePort = Math.min(Math.round(positive('base-port', value)), 65_000)
    else if (flag === 'routes') options.routes = value.split(',').filter(Boolean)
    else if (flag === 'ports') options.ports = portRange(value)
    else if (flag === 'log-level') {
      if (!LOG_LEVELS.includes(value))
        throw new Error(`--log-level is one of ${LOG_LEVELS.join(', ')}.\n${USAGE}`)
      options.logLevel = value
    } else if (flag === 'compare') options.compare = value
    else if (flag === 'images')
      options.images = value === '0' ? 0 : Math.round(positive('images', value))
    else throw new Error(`Unknown argument "${arg}".\n${USAGE}`)
  }
  return options
}
