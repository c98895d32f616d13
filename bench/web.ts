import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BenchOptions } from './src/options'
import { repoRoot } from './src/paths'
import { machine, writeResults } from './src/results'
import { buildWeb, listAssets } from './src/web/build'
import { bundleMakeup } from './src/web/bundle-makeup'
import type { Contributor } from './src/web/bundle-makeup'
import type { AssetSize, BuildResult } from './src/web/build'
import {
  JS_BUDGET_KB,
  buildTable,
  makeupTable,
  seenTable,
  weightTable,
} from './src/web/first-view-tables'
import { machineLine } from './src/web/machine-line'
import { startReferenceServer } from './src/web/reference-server'
import { startStoreServer } from './src/web/store-server'
import { warmRenditions } from './src/web/warm-media'
import { runTimed } from './src/web/timed-runs'
import type { TimedRuns } from './src/web/timed-runs'
import { weighPages } from './src/web/transfer'
import type { PageWeight } from './src/web/transfer'

async function firstProductId(origin: string): Promise<number | null> {
  const response = await fetch(`${origin}/api/products?page=1&limit=1`).catch(() => null)
  if (!response?.ok) return null
  const body = (await response.json()) as { products?: { id: number }[] }
  return body.products?.[0]?.id ?? null
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
  console.log(machineLine(machine()))
  const workDir = await mkdtemp(join(tmpdir(), 'kainara-bench-web-'))
  const problems: string[] = []
  let assets: AssetSize[] = []
  let weights: PageWeight[] = []
  let timed: TimedRuns | null = null
  let referenceUrl: string | null = null
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
      const warmStarted = performance.now()
      const drawn = await warmRenditions(
        server.origin,
        pages.map((page) => new URL(page.url).pathname),
      )
      console.log(
        `  drew the ${drawn} images the pages name in ${((performance.now() - warmStarted) / 1000).toFixed(0)} s`,
      )
      // The same pages in Bahasa, each language built apart (docs/decisions/068): weighed only.
      const bahasaPages = pages.map((page) => ({
        name: `${page.name} (id)`,
        url: `${server.origin}/id${new URL(page.url).pathname.replace(/\/$/, '')}`,
      }))
      weights = await weighPages([...pages, ...bahasaPages])
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
      if (options.lighthouse || options.throttledLoads > 0) {
        const reference = await startReferenceServer()
        console.log(`  ${reference.summary()}`)
        referenceUrl = reference.url
        try {
          timed = await runTimed(options, pages, reference.url)
        } finally {
          await reference.stop()
        }
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
    reference: referenceUrl,
    lighthouse: timed?.lighthouse ?? [],
    lighthouseVsReference: timed?.lighthouseVsReference ?? [],
    lighthouseMachine: timed?.lighthouseMachine ?? null,
    throttled: timed?.throttled ?? [],
    throttledVsReference: timed?.throttledVsReference ?? [],
    problems,
  })
  console.log(`\nresults: ${path}`)
}
