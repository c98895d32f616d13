import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { makeRenditions } from '@store/media/renditions'
import { prepareUpload } from '@store/media/uploads'
import type { BenchOptions } from './src/options'
import { machine, writeResults } from './src/results'
import { formatTable, round } from './src/table'

/** Runs of each stage per photo; the median is reported. */
const RUNS = 3

interface Sample {
  name: string
  bytes: Buffer
}

/** Noise over a colour: it compresses about as badly as a real photo's grain, the worst case. */
async function samplePhotos(): Promise<Sample[]> {
  const photo = (width: number, height: number) =>
    sharp({
      create: {
        width,
        height,
        channels: 3,
        background: '#9a6b4f',
        noise: { type: 'gaussian', mean: 120, sigma: 28 },
      },
    })
  return [
    {
      name: '12 MP JPEG (4000x3000)',
      bytes: await photo(4000, 3000).jpeg({ quality: 90 }).toBuffer(),
    },
    { name: '4 MP PNG (2000x2000)', bytes: await photo(2000, 2000).png().toBuffer() },
    {
      name: 'phone WebP (1080x1920)',
      bytes: await photo(1080, 1920).webp({ quality: 85 }).toBuffer(),
    },
  ]
}

async function median(work: () => Promise<unknown>): Promise<number> {
  const times: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now()
    await work()
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)] ?? 0
}

/**
 * `npm run bench -- media`: what an uploaded photo costs the server. Keeping
 * it (read from its bytes, checked, turned upright, stripped, re-encoded, its
 * preview drawn, written) and drawing its eight renditions, each beside a
 * reference of the same run on the same file: sharp decoding it and making
 * one 640-wide resize (to raw pixels: no encoder in it). One thread, as the
 * rendition worker draws.
 */
export async function runMediaBench(_options: BenchOptions) {
  console.log(`\n== media bench (median of ${RUNS} runs, sharp on one thread) ==`)
  sharp.concurrency(1)
  const dir = await mkdtemp(join(tmpdir(), 'kainara-media-bench-'))
  const rows = []
  try {
    for (const sample of await samplePhotos()) {
      const reference = await median(() =>
        sharp(sample.bytes).resize({ width: 640 }).raw().toBuffer(),
      )
      let master = sample.bytes
      const keep = await median(async () => {
        const upload = await prepareUpload(sample.bytes)
        await writeFile(join(dir, `${upload.key}.${upload.format}`), upload.bytes)
        master = upload.bytes
      })
      const renditions = await median(() => makeRenditions(master, false))
      rows.push({
        photo: sample.name,
        megabytes: round(sample.bytes.length / 1024 ** 2, 1),
        referenceMs: Math.round(reference),
        keepMs: Math.round(keep),
        keepRatio: round(keep / reference, 1),
        renditionsMs: Math.round(renditions),
        renditionsRatio: round(renditions / reference, 1),
      })
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
  console.log(
    formatTable(
      ['photo', 'MB', 'reference ms', 'keep ms', 'x ref', 'renditions ms', 'x ref'],
      rows.map((row) => [
        row.photo,
        row.megabytes,
        row.referenceMs,
        row.keepMs,
        row.keepRatio,
        row.renditionsMs,
        row.renditionsRatio,
      ]),
    ),
  )
  const host = machine()
  console.log(`load average after: ${host.loadAverage.join(' ')}`)
  console.log(`results: ${await writeResults('media', { runs: RUNS, rows })}`)
}
