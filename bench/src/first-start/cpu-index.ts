import sharp from 'sharp'

/** A fixed drawing: gradients and noise over a 4:5 page, as the demo art has. */
const PICTURE = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000">' +
    '<defs><linearGradient id="g" x2="1" y2="1"><stop stop-color="#c9a27e"/><stop offset="1" stop-color="#3d5a4c"/></linearGradient>' +
    '<filter id="n"><feTurbulence type="fractalNoise" baseFrequency=".85" numOctaves="3" stitchTiles="stitch"/></filter></defs>' +
    '<rect width="800" height="1000" fill="url(#g)"/><rect width="800" height="1000" filter="url(#n)" opacity=".2"/>' +
    '<circle cx="400" cy="420" r="260" fill="#f3ede4" opacity=".7"/></svg>',
)

/**
 * The machine's speed in the same run: CPU seconds to draw one fixed picture
 * and encode it at fixed settings, three times, the fastest kept. It does not
 * change with the store's code, so figures of two runs compare through it.
 */
export async function cpuIndex(): Promise<number> {
  sharp.concurrency(1)
  let best = Number.POSITIVE_INFINITY
  for (let run = 0; run < 3; run++) {
    const before = process.cpuUsage()
    const raw = await sharp(PICTURE).raw().toBuffer({ resolveWithObject: true })
    await sharp(raw.data, { raw: raw.info })
      .resize({ width: 640 })
      .avif({ quality: 52, effort: 2 })
      .toBuffer()
    await sharp(raw.data, { raw: raw.info })
      .resize({ width: 640 })
      .webp({ quality: 76, effort: 4 })
      .toBuffer()
    const used = process.cpuUsage(before)
    best = Math.min(best, (used.user + used.system) / 1e6)
  }
  sharp.concurrency(0)
  return Math.round(best * 1000) / 1000
}
