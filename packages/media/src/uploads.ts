import sharp from 'sharp'
import type { Metadata, Sharp } from 'sharp'
import { MEDIA_MESSAGES, UPLOAD_LIMITS } from '@store/contract/admin/media'
import { mediaKey } from './keys'
import { readImageFacts } from './renditions'
import type { ImageFacts } from './renditions'

export type UploadFormat = 'jpeg' | 'png' | 'webp' | 'avif'

/** An upload refused for what it is; its message is for the person who sent it. */
export class UploadRefusal extends Error {}

export interface PreparedUpload extends ImageFacts {
  key: string
  format: UploadFormat
  /** The clean master: upright, no metadata at all (EXIF, GPS, XMP, IPTC, comments). */
  bytes: Buffer
}

/** Every read of an upload stops past this many pixels instead of decoding them. */
const READ_OPTIONS = { limitInputPixels: UPLOAD_LIMITS.maxPixels, failOn: 'truncated' } as const

// NOTE: sharp's own libheif reads AVIF only; HEVC (an iPhone's HEIC) is left out for its patents.
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs'])

function isHeic(bytes: Buffer): boolean {
  return (
    bytes.length >= 12 &&
    bytes.toString('latin1', 4, 8) === 'ftyp' &&
    HEIC_BRANDS.has(bytes.toString('latin1', 8, 12))
  )
}

function formatOf(meta: Metadata, bytes: Buffer): UploadFormat {
  if (meta.format === 'jpeg' || meta.format === 'png' || meta.format === 'webp') return meta.format
  if (meta.format === 'heif') {
    if (meta.compression === 'av1') return 'avif'
    if (meta.compression === 'hevc' || isHeic(bytes)) throw new UploadRefusal(MEDIA_MESSAGES.heic)
  }
  throw new UploadRefusal(MEDIA_MESSAGES.notAccepted)
}

function checkSize(meta: Metadata) {
  const { width, height } = meta.autoOrient
  if (width * height > UPLOAD_LIMITS.maxPixels)
    throw new UploadRefusal(MEDIA_MESSAGES.tooManyPixels)
  if (Math.min(width, height) < UPLOAD_LIMITS.minSide)
    throw new UploadRefusal(MEDIA_MESSAGES.tooSmall)
  if (Math.max(width, height) > UPLOAD_LIMITS.maxAspect * Math.min(width, height))
    throw new UploadRefusal(MEDIA_MESSAGES.tooNarrow)
}

/** The master in the upload's own format, at a quality no rendition can tell from the original. */
const ENCODE_MASTER: Record<UploadFormat, (image: Sharp) => Sharp> = {
  jpeg: (image) => image.jpeg({ quality: 92 }),
  png: (image) => image.png({ compressionLevel: 6 }),
  webp: (image) => image.webp({ quality: 92 }),
  avif: (image) => image.avif({ quality: 72, effort: 2 }),
}

async function readMetadata(bytes: Buffer): Promise<Metadata> {
  try {
    return await sharp(bytes, READ_OPTIONS).metadata()
  } catch (error) {
    if (String(error).includes('exceeds pixel limit'))
      throw new UploadRefusal(MEDIA_MESSAGES.tooManyPixels)
    throw new UploadRefusal(isHeic(bytes) ? MEDIA_MESSAGES.heic : MEDIA_MESSAGES.unreadable)
  }
}

/**
 * Decides what an upload is from its bytes alone (never its name or type),
 * refuses anything but a JPEG, PNG, WebP or AVIF photo of a sensible size,
 * and makes the master the shop keeps: turned upright, at most
 * UPLOAD_LIMITS.masterSide on its longer side, every metadata field left out.
 * Nothing is written here.
 */
export async function prepareUpload(bytes: Buffer): Promise<PreparedUpload> {
  if (bytes.length === 0) throw new UploadRefusal(MEDIA_MESSAGES.empty)
  const meta = await readMetadata(bytes)
  const format = formatOf(meta, bytes)
  checkSize(meta)
  let master: Buffer
  try {
    const image = sharp(bytes, READ_OPTIONS).rotate().resize({
      width: UPLOAD_LIMITS.masterSide,
      height: UPLOAD_LIMITS.masterSide,
      fit: 'inside',
      withoutEnlargement: true,
    })
    // Metadata is left out unless asked for (sharp's default): no EXIF, GPS, XMP or IPTC.
    master = await ENCODE_MASTER[format](image).toBuffer()
  } catch {
    throw new UploadRefusal(MEDIA_MESSAGES.damaged)
  }
  const facts = await readImageFacts(master, false)
  return { key: mediaKey(master), format, bytes: master, ...facts }
}
