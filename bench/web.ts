import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BenchOptions } from './src/options'
import { repoRoot } from './src/paths'
import { writeResults } from './src/results'
import { formatTable, kilobytes } from './src/table'
import { buildWeb, listAssets } from './src/web/build'
import { bundleMakeup } from './src/web/bundle-makeup'
import type { Contributor } from './src/web/bundle-makeup'
import type { AssetSize, BuildResult } from './src/web/build'
import { runLighthouse } from './src/web/lighthouse'
import type { LighthouseScores } from './src/web/lighthouse'
import { startStoreServer } from './src/web/store-server'
import { runThrottledLoads, throttledTable } from './src/web/throttled-loads'
import type { ThrottledPage } from './src/web/throttled-loads'
import { weighPages } from './src/web/transfer'
import type { PageWeight } from './src/web/transfer'

/** JS a first view may transfer (compressed) before the issue calls it heavy. */
export const JS_BUDGET_KB = 100

async function firstProductId(origin: string): Promise<number | null> {
  const response = await fetch(`${origin}/api/products?page=1&limit=1`).catch(() => null)
  if (!response?.ok) return null
  const body = (await response.json()) as { products?: { id: number }[] }
  return body.products?.[0]?.id ?? null
}

function buildTable(assets: AssetSize[]): string {
  const largest = [...assets].sort((a, b) => b.bytes - a.bytes).slice(0, 8)
  const total = (kind: AssetSize['kind']) => assets.filter((asset) => asset.kind === kind)
  const rows = largest.map((asset) => [
    asset.file,
    kilobytes(asset.bytes),
    kilobytes(asset.gzipBytes),
  ])
  for (const kind of ['js', 'css'] as const) {
    const files = total(kind)
    rows.push([
      `all ${kind} (${files.length} files)`,
      kilobytes(files.reduce((sum, asset) => sum + asset.bytes, 0)),
      kilobytes(files.reduce((sum, asset) => sum + asset.gzipBytes, 0)),
    ])
  }
  return formatTable(['build file (largest first)', 'KB', 'gzip KB'], rows)
}

function weightTable(weights: PageWeight[]): string {
  return formatTable(
    [
      'page',
      'status',
      'JS files',
      'JS KB sent',
      'JS KB gzip',
      'JS KB br11',
      'JS KB raw',
      'CSS KB sent',
      'CSS KB gzip',
      'headers KB',
      'fonts KB',
      'images KB',
      'encoding',
      `JS <= ${JS_BUDGET_KB} KB`,
    ],
    weights.map((weight) => [
      weight.page,
      weight.status,
      weight.jsFiles,
      kilobytes(weight.transfer.js),
      kilobytes(weight.gzip.js),
      kilobytes(weight.brotli11.js),
      kilobytes(weight.raw.js),
      kilobytes(weight.transfer.css),
      kilobytes(weight.gzip.css),
      kilobytes(weight.jsCssHeaderBytes),
      kilobytes(weight.transfer.font),
      kilobytes(weight.transfer.image),
      weight.encodings.join(',') || '-',
      kilobytes(weight.transfer.js) <= JS_BUDGET_KB ? 'ok' : 'OVER',
    ]),
  )
}

function seenTable(weights: PageWeight[]): string {
  return formatTable(
    ['page', 'title', 'h1', 'product links', 'console errors', 'failed requests'],
    weights.map((weight) => [
      weight.page,
      weight.seen.title.slice(0, 40),
      weight.seen.heading || '(none)',
      weight.seen.productLinks,
      weight.seen.consoleErrors.length,
      weight.seen.failedRequests.slice(0, 2).join('; ') || '0',
    ]),
  )
}

/** The lowest category scores and the highest CLS of every run, not only the reported one. */
function acrossRuns(runs: LighthouseScores['runs']): string {
  const lowest = (pick: (run: LighthouseScores['runs'][number]) => number | null) =>
    runs.some((run) => pick(run) === null) ? '-' : Math.min(...runs.map((run) => pick(run)!))
  const highestCls = runs.some((run) => run.cls === null)
    ? '-'
    : Math.max(...runs.map((run) => run.cls!))
  return `${lowest((run) => run.accessibility)} / ${lowest((run) => run.bestPractices)} / ${lowest((run) => run.seo)}, ${highestCls}`
}

function lighthouseTable(scores: LighthouseScores[]): string {
  return formatTable(
    [
      'page',
      'performance',
      'accessibility',
      'best practices',
      'SEO',
      'LCP ms',
      'TBT ms',
      'CLS',
      'FCP ms',
      'SI ms',
      'runs: perf / LCP / TBT',
      'all runs: lowest a11y / BP / SEO, highest CLS',
      'error',
    ],
    scores.map((score) => [
      score.page,
      score.performance ?? '-',
      score.accessibility ?? '-',
      score.bestPractices ?? '-',
      score.seo ?? '-',
      score.lcpMs ?? '-',
      score.tbtMs ?? '-',
      score.cls ?? '-',
      score.fcpMs ?? '-',
      score.siMs ?? '-',
      score.runs
        .map((run) => `${run.performance ?? '-'}/${run.lcpMs ?? '-'}/${run.tbtMs ?? '-'}`)
        .join('  '),
      acrossRuns(score.runs),
      score.error ?? '',
    ]),
  )
}

function makeupTable(makeup: { page: string; contributors: Contributor[] }[]): string {
  const totals = new Map<string, number>()
  for (const { contributors } of makeup)
    for (const { name, bytes } of contributors)
      totals.set(name, Math.max(totals.get(name) ?? 0, bytes))
  const names = [...totals].sort((a, b) => b[1] - a[1]).map(([name]) => name)
  const shown = names.slice(0, 12)
  const row = (name: string, pick: (contributors: Contributor[]) => number) => [
    name,
    ...makeup.map(({ contributors }) => kilobytes(pick(contributors))),
  ]
  const sum = (contributors: Contributor[], include: (name: string) => boolean) =>
    contributors
      .filter((contributor) => include(contributor.name))
      .reduce((total, contributor) => total + contributor.bytes, 0)
  return formatTable(
    ['from (minified KB)', ...makeup.map(({ page }) => page)],
    [
      ...shown.map((name) =>
        row(name, (contributors) => sum(contributors, (other) => other === name)),
      ),
      row(`${names.length - shown.length} more`, (contributors) =>
        sum(contributors, (other) => !shown.includes(other)),
      ),
      row('total', (contributors) => sum(contributors, () => true)),
    ],
  )
}

async function buildOrReuse(
  options: BenchOptions,
  workDir: string,
): Promise<{ distDir: string | null; mapsDir: string | null; build: BuildResult | null }> {
  const existing = join(repoRoot, 'apps/web/dist')
  if (options.skipBuild)
    return {
      distDir: existsSync(join(existing, 'index.html')) ? existing : null,
      mapsDir: null,
      build: null,
    }
  const distDir = join(workDir, 'dist')
  const mapsDir = join(workDir, 'maps')
  console.log('  building the web app …')
  const build = await buildWeb(distDir, mapsDir)
  console.log(`  build ${build.ok ? 'done' : 'FAILED'} in ${build.seconds.toFixed(1)} s`)
  if (!build.ok)
    console.log(
      build.log
        .split('\n')
        .map((line) => `    ${line}`)
        .join('\n'),
    )
  return { distDir: build.ok ? distDir : null, mapsDir: build.ok ? mapsDir : null, build }
}

export async function runWebBench(options: BenchOptions) {
  console.log('\n== Web bench (production build served by apps/api/src/server.ts) ==\n')
  const workDir = await mkdtemp(join(tmpdir(), 'kainara-bench-web-'))
  const problems: string[] = []
  let assets: AssetSize[] = []
  let weights: PageWeight[] = []
  let scores: LighthouseScores[] = []
  let throttled: ThrottledPage[] = []
  let build: BuildResult | null = null
  let makeup: { page: string; contributors: Contributor[] }[] = []
  try {
    const built = await buildOrReuse(options, workDir)
    build = built.build
    if (!built.distDir)
      throw new Error(
        'No web build to serve: the build failed (see above) or apps/web/dist is missing.',
      )
    assets = await listAssets(built.distDir)
    console.log(`\nBuild output\n\n${buildTable(assets)}\n`)

    const server = await startStoreServer(join(workDir, 'data'), built.distDir)
    console.log(`  store server ready at ${server.origin} in ${server.startSeconds.toFixed(1)} s`)
    try {
      const productId = await firstProductId(server.origin)
      if (productId === null)
        problems.push('GET /api/products gave no product; /product/1 is used instead.')
      const pages = [
        { name: 'home', url: `${server.origin}/` },
        { name: 'products', url: `${server.origin}/products` },
        { name: 'product', url: `${server.origin}/product/${productId ?? 1}` },
      ]
      weights = await weighPages(pages)
      console.log(`\nFirst view transfer per page (fresh cache; "sent" is what crossed the wire, headers included;
"gzip" and "br11" are the same files compressed here with gzip -6 and brotli -11)\n\n${weightTable(weights)}`)
      console.log(`\nWhat each page showed\n\n${seenTable(weights)}\n`)
      if (built.mapsDir) {
        const assetsDir = join(built.distDir, 'assets')
        const mapsDir = built.mapsDir
        makeup = await Promise.all(
          weights.map(async (weight) => ({
            page: weight.page,
            contributors: await bundleMakeup(assetsDir, mapsDir, weight.jsFileNames),
          })),
        )
        console.log(
          `What the first-view JS is made of (minified bytes by package, from the build's hidden source maps)\n\n${makeupTable(makeup)}\n`,
        )
      }
      if (options.lighthouse) {
        // The seed configures the home popup; on this phone-sized audit it stays closed (decision 033).
        scores = await runLighthouse(pages, options.lighthouseRuns)
        console.log(
          `\nLighthouse 12 (mobile preset: simulated slow 4G, 4x CPU slowdown; the median of ${options.lighthouseRuns} runs per page)\n\n${lighthouseTable(scores)}`,
        )
        console.log(
          `\nScored audits below 90:\n${scores.map((score) => `  ${score.page}: ${score.failing.join(', ') || 'none'}`).join('\n')}`,
        )
      }
      if (options.throttledLoads > 0) {
        throttled = await runThrottledLoads(pages, options.throttledLoads)
        console.log(
          `\nIn Chromium with the CPU slowed 4x, phone-sized, no network throttling (the median of ${options.throttledLoads} loads per page; TBT from the long tasks the browser reported after the first paint, until 1.5 s after hydrating)\n\n${throttledTable(throttled)}`,
        )
      }
    } finally {
      await server.stop()
    }
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error))
    console.log(`\n  web bench stopped: ${problems.at(-1)}`)
  } finally {
    await rm(workDir, { recursive: true, force: true })
  }
  const path = await writeResults('web', {
    jsBudgetKb: JS_BUDGET_KB,
    build,
    assets,
    pages: weights,
    makeup,
    lighthouse: scores,
    throttled,
    problems,
  })
  console.log(`\nresults: ${path}`)
}
