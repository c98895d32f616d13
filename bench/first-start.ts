import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import {
  childrenCpuMs,
  drawnCount,
  firstPageKeys,
  isDrawn,
  sourceCount,
} from './src/first-start/progress'
import { cpuIndex } from './src/first-start/cpu-index'
import { cpuPerPicture, drawerOf } from './src/first-start/drawing'
import type { BenchOptions } from './src/options'
import { buildStoreBundle, startStore } from './src/reads/servers'
import { machine, writeResults } from './src/results'
import { repoRoot } from './src/paths'
import { formatTable, round } from './src/table'

/** Issue 36's aim: the first pages' pictures drawn within this long of the store answering. */
const FIRST_VIEW_AIM_SECONDS = 60
/** Demo pictures drawn in the bench's own process by each checkout's pipeline, taking turns. */
const DRAWN_IN_TURN = 8
/** A run that draws everything stops here anyway. */
const LONGEST_RUN_SECONDS = 3600

interface FirstStart {
  store: string
  answeredSeconds: number
  startImages: number
  startSeconds: number | null
  firstPagesImages: number
  firstPagesSeconds: number | null
  images: number
  totalImages: number
  workerCpuSeconds: number
  cpuSecondsPerImage: number
  loadAverage: number[]
  /** CPU seconds of the fixed reference drawing, read as this store's run ended. */
  cpuIndexSeconds: number
}

async function measure(
  name: string,
  bundle: string,
  dir: string,
  images: number,
): Promise<FirstStart> {
  const dataDir = join(dir, name.replace(/\W+/g, '-'))
  const mediaDir = join(dataDir, 'media')
  const started = performance.now()
  const store = await startStore(bundle, dataDir, join(dir, `${name.replace(/\W+/g, '-')}.log`), {
    MEDIA_PRERENDER: 'on',
  })
  const answered = performance.now()
  try {
    const pages = await firstPageKeys(store.origin)
    const total = sourceCount(mediaDir)
    const target = images === 0 ? total : Math.min(images, total)
    const since = () => round((performance.now() - answered) / 1000, 1)
    let startSeconds: number | null = null
    let firstPagesSeconds: number | null = null
    let workerCpuMs = 0
    let drawn = 0
    const deadline = answered + LONGEST_RUN_SECONDS * 1000
    while (performance.now() < deadline) {
      // Read before the count: the worker that drew these images is still the one running.
      workerCpuMs = Math.max(workerCpuMs, childrenCpuMs(store.pid))
      drawn = drawnCount(mediaDir)
      if (startSeconds === null && pages.start.every((key) => isDrawn(mediaDir, key)))
        startSeconds = since()
      if (firstPagesSeconds === null && pages.all.every((key) => isDrawn(mediaDir, key)))
        firstPagesSeconds = since()
      if (drawn >= target) break
      await sleep(1000)
    }
    process.stdout.write(
      `  ${name}: ${drawn} images drawn, ${round(workerCpuMs / 1000, 1)} s of the worker's CPU\n`,
    )
    return {
      store: name,
      answeredSeconds: round((answered - started) / 1000, 1),
      startImages: pages.start.length,
      startSeconds,
      firstPagesImages: pages.all.length,
      firstPagesSeconds,
      images: drawn,
      totalImages: total,
      workerCpuSeconds: round(workerCpuMs / 1000, 1),
      cpuSecondsPerImage: round(workerCpuMs / 1000 / Math.max(1, drawn), 2),
      loadAverage: machine().loadAverage,
      cpuIndexSeconds: await cpuIndex(),
    }
  } finally {
    await store.stop()
  }
}

/**
 * `npm run bench -- first-start [images=120] [compare=<checkout>]`: `npm start`
 * on a fresh data directory, as a new user's first start is, until the
 * pictures of the pages a visitor opens first are drawn and `images` pictures
 * in all (0: every one). It reports when the store answered, how long after
 * that the first pages' pictures were ready, and the CPU the rendition worker
 * spent per picture: CPU time, which other work on the machine changes far
 * less than the clock.
 */
export async function runFirstStartBench(options: BenchOptions) {
  console.log(
    `\n== first-start bench: a fresh store drawing its demo pictures (${options.images === 0 ? 'all of them' : `${options.images} pictures`}) ==`,
  )
  const drawers = [await drawerOf('this checkout', repoRoot)]
  if (options.compare) drawers.push(await drawerOf(options.compare, options.compare))
  const drawing = await cpuPerPicture(drawers, DRAWN_IN_TURN)
  const drawingLoad = machine().loadAverage
  console.log(
    `\nThe same ${DRAWN_IN_TURN} demo pictures drawn in this process by each checkout's art and pipeline, taking turns, on one thread (load average ${drawingLoad.join(' ')})\n`,
  )
  console.log(
    formatTable(
      ['checkout', 'CPU s / picture', 'x this checkout'],
      drawing.map((row) => [
        row.name,
        row.cpuSecondsPerPicture,
        round(row.cpuSecondsPerPicture / drawing[0]!.cpuSecondsPerPicture, 2),
      ]),
    ),
  )
  const dir = await mkdtemp(join(tmpdir(), 'kainara-bench-first-start-'))
  const rows: FirstStart[] = []
  try {
    rows.push(
      await measure('this checkout', buildStoreBundle(options.skipBuild), dir, options.images),
    )
    if (options.compare)
      rows.push(
        await measure(
          options.compare,
          join(options.compare, 'apps/api/dist/server.js'),
          dir,
          options.images,
        ),
      )
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
  console.log(
    `\nFirst start (aim: the pictures of the pages a visitor opens first ready within ${FIRST_VIEW_AIM_SECONDS} s of the store answering: the home page and the product list, then each category's list and the list's first product pages; CPU per picture is the rendition worker's; the CPU index is one fixed picture drawn and encoded by the bench, the machine's speed at that moment)\n`,
  )
  console.log(
    formatTable(
      [
        'store',
        'answered s',
        'home + list pictures',
        'ready s after',
        'first pages pictures',
        'ready s after',
        'pictures drawn',
        'worker CPU s',
        'CPU s / picture',
        'all pictures, CPU min',
        'load average',
        'CPU index s',
      ],
      rows.map((row) => [
        row.store,
        row.answeredSeconds,
        row.startImages,
        row.startSeconds ?? `not in ${row.images}`,
        row.firstPagesImages,
        row.firstPagesSeconds ?? `not in ${row.images}`,
        `${row.images} of ${row.totalImages}`,
        row.workerCpuSeconds,
        row.cpuSecondsPerImage,
        round((row.cpuSecondsPerImage * row.totalImages) / 60, 1),
        row.loadAverage.join(' '),
        row.cpuIndexSeconds,
      ]),
    ),
  )
  console.log(
    `results: ${await writeResults('first-start', { images: options.images, drawing, drawingLoad, rows })}`,
  )
}
