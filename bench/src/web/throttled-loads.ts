import { chromium } from 'playwright-core'
import type { Browser } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium'
import { measureBlocking } from './long-tasks'
import type { Blocking, LongTask } from './long-tasks'

/** Lighthouse's mobile preset slows the CPU four times; so do these loads. */
const CPU_SLOWDOWN = 4
/** How long after hydrating the page is watched for further long tasks. */
const SETTLE_MS = 1500
const LOAD_TIMEOUT_MS = 30_000

export interface ThrottledLoad extends Blocking {
  fcpMs: number
  lcpMs: number
  /** When the app had hydrated the page (`html[data-hydrated]`). */
  hydratedMs: number
}

export interface ThrottledPage {
  page: string
  url: string
  loads: ThrottledLoad[]
  error: string | null
}

interface Observed {
  tasks: LongTask[]
  fcp: number
  lcp: number
  hydrated: number
}

/**
 * Runs in the page before its own scripts: notes every long task, the
 * largest contentful paint and the moment the app marks the page hydrated.
 */
function observe() {
  const seen: Observed = { tasks: [], fcp: 0, lcp: 0, hydrated: 0 }
  Object.assign(window, { __throttled: seen })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      seen.tasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.lcp = entry.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  // The document, not its root element: the parser may yet replace the root this script sees.
  new MutationObserver((_records, observer) => {
    if (!document.documentElement.hasAttribute('data-hydrated')) return
    seen.hydrated = performance.now()
    observer.disconnect()
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] })
}

async function load(browser: Browser, url: string): Promise<ThrottledLoad> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
  try {
    const page = await context.newPage()
    await page.addInitScript(observe)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.goto(url, { timeout: LOAD_TIMEOUT_MS })
    await page.waitForSelector('html[data-hydrated]', { timeout: LOAD_TIMEOUT_MS })
    await page.waitForTimeout(SETTLE_MS)
    const seen = await page.evaluate(() => {
      const observed = (window as unknown as { __throttled: Observed }).__throttled
      const paint = performance.getEntriesByName('first-contentful-paint')[0]
      return { ...observed, fcp: paint?.startTime ?? 0 }
    })
    return {
      ...measureBlocking(seen.tasks, seen.fcp),
      fcpMs: Math.round(seen.fcp),
      lcpMs: Math.round(seen.lcp),
      hydratedMs: Math.round(seen.hydrated),
    }
  } finally {
    await context.close()
  }
}

/**
 * Loads each page `loads` times in Chromium with the CPU slowed four times
 * and no network throttling (the server is on this machine), the pages taking
 * turns, and reads the long tasks the browser itself reports. Lighthouse's
 * TBT is simulated from an unthrottled trace, each task multiplied by four,
 * so one slow moment of this shared machine moves it by a hundred
 * milliseconds; these are the tasks a slowed browser really ran.
 */
export async function runThrottledLoads(
  pages: { name: string; url: string }[],
  loads: number,
): Promise<ThrottledPage[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const results: ThrottledPage[] = pages.map(({ name, url }) => ({
    page: name,
    url,
    loads: [],
    error: null,
  }))
  try {
    for (let run = 0; run < loads; run++)
      for (const [index, page] of pages.entries()) {
        const result = results[index]!
        if (result.error) continue
        try {
          result.loads.push(await load(browser, page.url))
        } catch (error) {
          result.error = error instanceof Error ? error.message.split('\n')[0]! : String(error)
        }
      }
    return results
  } finally {
    await browser.close()
  }
}
