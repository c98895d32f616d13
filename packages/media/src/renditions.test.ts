import sharp from 'sharp'
import { describe, expect, it, vi } from 'vitest'
import { RENDITION_FORMATS, RENDITION_WIDTHS } from '@store/contract/media'
import { makeRenditions, readImageFacts, vectorMasterWidth } from './renditions'

async function photo(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 90 } } })
    .jpeg()
    .toBuffer()
}

/** A phone's photo held upright (EXIF orientation 6) with where it was taken. */
async function locatedPhoto() {
  return sharp(await photo(1200, 600))
    .withMetadata({ orientation: 6 })
    .withExif({ IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '6/1 12/1 0/1' } })
    .toBuffer()
}

const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000"><rect width="800" height="1000" fill="#b47a5a"/></svg>',
)

describe('the image pipeline', () => {
  it('makes every width in AVIF and WebP, each the format it says', async () => {
    const renditions = await makeRenditions(await photo(2000, 2500), false)
    expect(renditions.map((r) => `${r.width}.${r.format}`)).toEqual(
      RENDITION_WIDTHS.flatMap((width) => RENDITION_FORMATS.map((format) => `${width}.${format}`)),
    )
    for (const rendition of renditions) {
      const meta = await sharp(rendition.bytes).metadata()
      expect(meta.format === 'heif' ? 'avif' : meta.format).toBe(rendition.format)
      expect(meta.width).toBe(rendition.width)
      expect(meta.height).toBe(Math.round(rendition.width * 1.25))
    }
  })

  it('never enlarges a narrow photo', async () => {
    const widths = await Promise.all(
      (await makeRenditions(await photo(500, 625), false)).map(
        async (r) => (await sharp(r.bytes).metadata()).width,
      ),
    )
    expect(widths).toEqual([320, 320, 500, 500, 500, 500, 500, 500])
  })

  it('leaves out where a photo was taken and turns it the way the camera held it', async () => {
    const located = await locatedPhoto()
    expect((await sharp(located).metadata()).exif).toBeDefined()
    for (const rendition of await makeRenditions(located, false)) {
      const meta = await sharp(rendition.bytes).metadata()
      expect(meta.exif).toBeUndefined()
      expect(meta.height).toBeGreaterThan(meta.width)
    }
  })

  it('draws a wide banner at 1440 and a 4:5 drawing at 960, its wider renditions that drawing', async () => {
    expect(vectorMasterWidth(1920, 800)).toBe(1440)
    expect(vectorMasterWidth(800, 1000)).toBe(960)
    const widths = await Promise.all(
      (await makeRenditions(svg, true)).map(async (r) => (await sharp(r.bytes).metadata()).width),
    )
    expect(widths).toEqual([320, 320, 640, 640, 960, 960, 960, 960])
  })

  it('gives the size and a blurred preview of a hundred-odd bytes', async () => {
    const facts = await readImageFacts(svg, true)
    expect(facts).toMatchObject({ width: 800, height: 1000 })
    expect(facts.placeholder).toMatch(/^data:image\/webp;base64,/)
    expect(facts.placeholder.length).toBeLessThan(200)
    const preview = Buffer.from(facts.placeholder.split(',')[1]!, 'base64')
    expect((await sharp(preview).metadata()).width).toBe(10)
  })

  it('encodes AVIF at the encoder’s effort 1, the demo store’s first start being over eight hundred pictures (decision 067)', async () => {
    const avif = vi.spyOn(sharp.prototype, 'avif')
    try {
      await makeRenditions(svg, true)
      expect(avif).toHaveBeenCalled()
      for (const [settings] of avif.mock.calls) expect(settings).toMatchObject({ effort: 1 })
    } finally {
      avif.mockRestore()
    }
  })
})
