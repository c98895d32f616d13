/**
 * Where an image's renditions are served. An image made by the store's image
 * pipeline has one address, `/media/r/<key>`; its renditions are
 * `/media/r/<key>/<width>`, answered as AVIF or WebP by the browser's Accept
 * header, or `/media/r/<key>/<width>.avif|.webp` by name.
 */
export const RENDITION_PREFIX = '/media/r/'

/** The widths every image is made at (a narrower source is never enlarged). */
export const RENDITION_WIDTHS = [320, 640, 960, 1440] as const
export type RenditionWidth = (typeof RENDITION_WIDTHS)[number]

/** The width an address without one stands for (e-mails, feeds, share cards). */
export const DEFAULT_RENDITION_WIDTH: RenditionWidth = 640

export const RENDITION_FORMATS = ['avif', 'webp'] as const
export type RenditionFormat = (typeof RENDITION_FORMATS)[number]

/** A key is the first 12 characters (72 bits) of the source's SHA-256 in base64url. */
export const MEDIA_KEY_PATTERN = /^[A-Za-z0-9_-]{12}$/

export function renditionBase(key: string): string {
  return `${RENDITION_PREFIX}${key}`
}

/** The key of an image address the pipeline made, or null for any other address. */
export function mediaKeyOf(url: string): string | null {
  if (!url.startsWith(RENDITION_PREFIX)) return null
  const key = url.slice(RENDITION_PREFIX.length)
  return MEDIA_KEY_PATTERN.test(key) ? key : null
}

export function renditionUrl(key: string, width: RenditionWidth, format?: RenditionFormat) {
  return `${renditionBase(key)}/${width}${format ? `.${format}` : ''}`
}

/** The `srcset` of an image the pipeline made: every width, the format left to the browser. */
export function renditionSrcSet(key: string): string {
  return RENDITION_WIDTHS.map((width) => `${renditionUrl(key, width)} ${width}w`).join(',')
}

/**
 * The `sizes` of the images a first view preloads, shared by the page's
 * markup and the server's preload links so both pick the same rendition.
 */
export const IMAGE_SIZES = {
  /** Two columns on a phone, three from 1024 px, four from 1280 px. */
  card: '(min-width: 1280px) 22vw, (min-width: 1024px) 26vw, 48vw',
  gallery: '(min-width: 768px) 50vw, 100vw',
  listCover: '(min-width: 768px) 50vw, 100vw',
  fullWidth: '100vw',
} as const
