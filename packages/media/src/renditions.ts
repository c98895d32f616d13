import sharp from 'sharp'
import type { Sharp } from 'sharp'
import { RENDITION_FORMATS, RENDITION_WIDTHS } from '@store/contract/media'
import type { RenditionFormat, RenditionWidth } from '@store/contract/media'

/**
 * A vector source is drawn once, at the widest rendition width that keeps the
 * drawing under this many pixels (drawing costs by the pixel): 960 for a 4:5
 * product, 1440 for a wide banner whose lettering a laptop shows large.
 */
const VECTOR_MASTER_PIXELS = 1_500_000

export function vectorMasterWidth(width: number, height: number): number {
  const fits = RENDITION_WIDTHS.filter((w) => w * ((w * height) / width) <= VECTOR_MASTER_PIXELS)
  return fits[fits.length - 1] ?? RENDITION_WIDTHS[0]
}

/** Width of the blurred preview shown while an image loads. */
const PLACEHOLDER_WIDTH = 10

export interface Rendition {
  width: RenditionWidth
  format: RenditionFormat
  bytes: Buffer
}

export interface ImageFacts {
  /** The source's own size (for a vector source, its declared size). */
  width: number
  height: number
  /** A data: URL of a tiny blurred WebP, about 100 bytes. */
  placeholder: string
}

const ENCODE: Record<RenditionFormat, (image: Sharp) => Sharp> = {
  // Effort 1 takes half the time of effort 2 for 3-7 % more bytes (decision 040); the demo store
  // draws over eight hundred pictures on its first start.
  avif: (image) => image.avif({ quality: 52, effort: 1 }),
  webp: (image) => image.webp({ quality: 76, effort: 4 }),
}

async function placeholderOf(image: Sharp): Promise<string> {
  const bytes = await image
    .clone()
    .resize({ width: PLACEHOLDER_WIDTH })
    .flatten({ background: '#ffffff' })
    .webp({ quality: 40 })
    .toBuffer()
  return `data:image/webp;base64,${bytes.toString('base64')}`
}

/** The facts a page needs before any rendition exists: size and placeholder. Cheap (a few ms). */
export async function readImageFacts(source: Buffer, vector: boolean): Promise<ImageFacts> {
  const meta = await sharp(source).metadata()
  const width = meta.autoOrient.width
  const height = meta.autoOrient.height
  // A vector is drawn small for its preview instead of whole and shrunk.
  const density = vector ? Math.max(1, (72 * PLACEHOLDER_WIDTH * 4) / width) : undefined
  const image = sharp(source, density ? { density } : {}).rotate()
  return { width, height, placeholder: await placeholderOf(image) }
}

/**
 * Every rendition of a source: each width of RENDITION_WIDTHS in each format,
 * from one decoded master. Orientation is applied and all metadata (EXIF
 * location included) left out, which is sharp's default.
 */
export async function makeRenditions(source: Buffer, vector: boolean): Promise<Rendition[]> {
  const meta = await sharp(source).metadata()
  const density = vector
    ? (72 * vectorMasterWidth(meta.width, meta.height)) / meta.width
    : undefined
  // Flattened: the blurred preview painted behind an image must never show through it.
  const master = await sharp(source, density ? { density } : {})
    .rotate()
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true })
  const renditions: Rendition[] = []
  for (const width of RENDITION_WIDTHS) {
    for (const format of RENDITION_FORMATS) {
      // A width past the master's is the master itself: the file before it, not encoded again.
      const previous = renditions.at(-RENDITION_FORMATS.length)
      if (previous && previous.width >= master.info.width) {
        renditions.push({ width, format, bytes: previous.bytes })
        continue
      }
      const resized = sharp(master.data, { raw: master.info }).resize({
        width,
        withoutEnlargement: true,
      })
      renditions.push({ width, format, bytes: await ENCODE[format](resized).toBuffer() })
    }
  }
  return renditions
}
