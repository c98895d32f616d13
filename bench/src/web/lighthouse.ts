import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import lighthouse from 'lighthouse'
import { round } from '../table'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium'
import { failedRun, medianRun } from './lighthouse-runs'
import { freePort, startChild, waitFor } from './processes'

export interface LighthouseScores {
  page: string
  url: string
  performance: number | null
  accessibility: number | null
  bestPractices: number | null
  seo: number | null
  lcpMs: number | null
  tbtMs: number | null
  cls: number | null
  fcpMs: number | null
  siMs: number | null
  /** Scored audits that did not pass, by category, to say what to fix. */
  failing: string[]
  /** The first items Lighthouse lists for each of those audits, abridged. */
  failingDetails: Record<string, string[]>
  error: string | null
  /** Lighthouse's measure of this machine's speed during the run (`lhr.environment`). */
  benchmarkIndex: number | null
  /** The one-minute load average as the run started and as it ended. */
  loadStart: number | null
  loadEnd: number | null
  /** Every run's figures, in the order they ran; the row is their median run. */
  runs: LighthouseRun[]
}

export type LighthouseRun = Pick<
  LighthouseScores,
  | 'performance'
  | 'accessibility'
  | 'bestPractices'
  | 'seo'
  | 'lcpMs'
  | 'tbtMs'
  | 'cls'
  | 'benchmarkIndex'
  | 'loadStart'
  | 'loadEnd'
>

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/**
 * What each run clears for the page's origin: Lighthouse 12's own list and
 * the origin's local storage. Lighthouse empties the HTTP cache before every
 * run but keeps local storage, so in one browser every run after the first
 * would be a shopper who has been before and whose cache was emptied since,
 * not the first visit each run stands for (the page notes there which font
 * faces it has brought, decision 008).
 */
const CLEARED: NonNullable<Parameters<typeof lighthouse>[1]>['clearStorageTypes'] = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'local_storage',
]

/**
 * Lighthouse's default run, which is the mobile preset: a Moto G Power sized
 * screen and simulated slow 4G with a 4x slower CPU.
 */
async function audit(port: number, name: string, url: string): Promise<LighthouseScores> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    maxWaitForLoad: 30_000,
    clearStorageTypes: CLEARED,
  })
  const lhr = result?.lhr
  const score = (id: string) => {
    const value = lhr?.categories[id]?.score
    return value === null || value === undefined ? null : Math.round(value * 100)
  }
  const metric = (id: string, digits = 0) => {
    const value = lhr?.audits[id]?.numericValue
    return value === undefined ? null : round(value, digits)
  }
  return {
    page: name,
    url,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift', 3),
    fcpMs: metric('first-contentful-paint'),
    siMs: metric('speed-index'),
    failing: CATEGORIES.flatMap((category) =>
      (lhr?.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .flatMap((ref) => {
          const audit = lhr?.audits[ref.id]
          if (!audit || audit.score === null || audit.score >= 0.9) return []
          const why = audit.explanation ?? audit.errorMessage
          return [
            `${ref.id} (${Math.round(audit.score * 100)})${why ? `: ${why.slice(0, 120)}` : ''}`,
          ]
        }),
    ),
    failingDetails: Object.fromEntries(
      Object.values(lhr?.audits ?? {})
        .filter(
          (audit) =>
            audit.score !== null && audit.score < 0.9 && audit.details && 'items' in audit.details,
        )
        .map((audit) => {
          const items: unknown = (audit.details as { items?: unknown }).items
          return [
            audit.id,
            (Array.isArray(items) ? items : [items])
              .slice(0, 3)
              .map((item) => JSON.stringify(item).slice(0, 300)),
          ]
        }),
    ),
    error: lhr?.runtimeError?.message ?? (lhr ? null : 'Lighthouse returned no result'),
    benchmarkIndex: lhr?.environment.benchmarkIndex ?? null,
    loadStart: null,
    loadEnd: null,
    runs: [],
  }
}

/**
 * One Chromium with a DevTools port, audited page after page by Lighthouse
 * 12, `runs` times over (the pages take turns, so a busy spell on the
 * machine does not fall on one page's runs alone).
 */
export async function runLighthouse(
  pages: { name: string; url: string }[],
  runs = 1,
  onBenchmarkIndex: (index: number) => void = () => {},
): Promise<LighthouseScores[]> {
  const port = await freePort()
  const profile = await mkdtemp(join(tmpdir(), 'kainara-bench-chromium-'))
  const chrome = startChild(CHROMIUM_PATH, [
    ...CHROMIUM_ARGS,
    `--remote-debugging-port=${port}`,
    '--remote-debugging-address=127.0.0.1',
    `--user-data-dir=${profile}`,
    'about:blank',
  ])
  try {
    await waitFor(
      'Chromium',
      async () => (await fetch(`http://127.0.0.1:${port}/json/version`)).ok,
      30,
      chrome,
    )
    const scores: LighthouseScores[][] = pages.map(() => [])
    let indexKnown = false
    for (let run = 1; run <= runs; run++)
      for (const [index, page] of pages.entries()) {
        process.stdout.write(
          `  lighthouse ${page.name}${runs > 1 ? ` (run ${run}/${runs})` : ''} … `,
        )
        let result = await attempt(port, page)
        // Lighthouse itself asks for a second run when its trace came out unreadable (NO_NAVSTART).
        for (let retry = 1; result.error && retry <= RETRIES; retry++) {
          process.stdout.write(`error: ${result.error}; again … `)
          result = await attempt(port, page)
        }
        process.stdout.write(
          `${result.error ? `error: ${result.error}` : `performance ${result.performance}`} (benchmark index ${result.benchmarkIndex ?? '-'}, load ${result.loadStart} -> ${result.loadEnd})\n`,
        )
        if (result.benchmarkIndex !== null && !indexKnown) onBenchmarkIndex(result.benchmarkIndex)
        indexKnown ||= result.benchmarkIndex !== null
        scores[index]?.push(result)
      }
    return scores.map(medianRun)
  } finally {
    await chrome.stop()
    await rm(profile, { recursive: true, force: true })
  }
}

/** A run that failed is retried this many times before it is reported as failed. */
const RETRIES = 2

const loadNow = () => round(loadavg()[0] ?? 0, 2)

async function attempt(
  port: number,
  page: { name: string; url: string },
): Promise<LighthouseScores> {
  const loadStart = loadNow()
  const result = await audit(port, page.name, page.url).catch((error: unknown) =>
    failedRun(page, error instanceof Error ? error.message : String(error)),
  )
  return { ...result, loadStart, loadEnd: loadNow() }
}
