import { z } from 'zod'
import { isStorableText } from '../common'

/** The one place media lives on this site: the image pipeline's files (docs/decisions/040). */
export const SITE_MEDIA_PREFIX = '/media/'

const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/

function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\/\S+$/i.test(value)) return false
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username
  } catch {
    return false
  }
}

/** A link a shopper may follow: a path of this shop (`/products?sale=1`) or an https address. */
export const isSafeLink = (value: string) => SITE_PATH.test(value) || isHttpsUrl(value)

/**
 * An image the shop can show: a file under /media/. The shop's content
 * security policy loads images from its own origin only (apps/api/src/app.ts,
 * img-src), so an image on another host would be blank on the page.
 */
export const isImageAddress = (value: string) =>
  value.startsWith(SITE_MEDIA_PREFIX) && SITE_PATH.test(value)

const MAX_URL = 2048

function text(label: string, max: number) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .refine(isStorableText, `${label} contains a character that cannot be used.`)
}

/** Text that must not be blank. */
export const requiredContentText = (label: string, max: number) =>
  text(label, max).refine((value) => value.length > 0, `Please enter ${label.toLowerCase()}.`)

/** Text that may be left blank (stored as ''). */
export const optionalContentText = (label: string, max: number) => text(label, max).default('')

/**
 * A Bahasa Indonesia text beside its English one (decision 072): '' is a
 * missing translation; left out of a save, the stored text is kept.
 */
export const bahasaContentText = (label: string, max: number) => text(label, max).optional()

/** An image address; blank only where `optional` (a setting switched off). */
export function imageField(label: string, { optional = false } = {}) {
  return text(label, MAX_URL).refine(
    (value) => (optional && value === '') || isImageAddress(value),
    `${label} must be a file of this site under /media/, such as /media/banners/sale.jpg.`,
  )
}

/** A link; blank means none. `javascript:`, `data:` and other schemes are refused. */
export function linkField(label: string, { required = false } = {}) {
  return text(label, MAX_URL).refine(
    (value) => (!required && value === '') || isSafeLink(value),
    `${label} must be a path of this shop (starting with /) or an https address.`,
  )
}

/** An https address only (a map, an Instagram post). */
export function httpsField(label: string) {
  return text(label, MAX_URL).refine(
    isHttpsUrl,
    `${label} must be an https address, such as https://www.instagram.com/….`,
  )
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
const YOUTUBE_HOSTS = new Set(['youtube.com', 'youtube-nocookie.com', 'youtu.be'])

/** The video id of a YouTube id or address (watch, youtu.be, embed, shorts, live), else null. */
export function youtubeIdOf(value: string): string | null {
  if (YOUTUBE_ID.test(value)) return value
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const host = url.hostname.toLowerCase().replace(/^(www|m|music)\./, '')
  if (!YOUTUBE_HOSTS.has(host)) return null
  const id =
    host === 'youtu.be'
      ? url.pathname.split('/')[1]
      : url.pathname === '/watch'
        ? url.searchParams.get('v')
        : /^\/(?:embed|shorts|live|v)\/([^/]+)/.exec(url.pathname)?.[1]
  return id && YOUTUBE_ID.test(id) ? id : null
}

export const YOUTUBE_MESSAGE =
  'Enter a YouTube video id (11 characters) or its YouTube address, such as https://youtu.be/aqz-KE-bpKQ.'

/** A YouTube video id or address, read to its id; blank means none. */
export const youtubeField = (label: string) =>
  text(label, MAX_URL).transform((value, ctx) => {
    if (value === '') return ''
    const id = youtubeIdOf(value)
    if (id) return id
    ctx.issues.push({ code: 'custom', message: YOUTUBE_MESSAGE, input: value })
    return z.NEVER
  })

export const flagField = (label: string) =>
  z.boolean({ error: `${label} must be true or false.` }).default(false)

/** The full new order of a list: every id once. */
export const OrderSchema = z.object({
  ids: z
    .array(
      z
        .number({ error: 'Each id must be a number.' })
        .int('Each id must be a whole number.')
        .positive('Each id must be a positive number.'),
      { error: 'ids must be a list of ids in their new order.' },
    )
    .min(1, 'ids must name at least one item.')
    .max(200, 'ids may name at most 200 items.')
    .refine((ids) => new Set(ids).size === ids.length, 'ids must name each item once.'),
})
export type OrderInput = z.input<typeof OrderSchema>
