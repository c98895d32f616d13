import { z } from 'zod'
import { MAX_LENGTH, idParam, isStorableText } from '../common'
import { defineStaffCall } from './call'
import { CATALOGUE_ROLES } from './staff-roles'

export const MAX_PRODUCT_PHOTOS = 12
export const PHOTO_TYPES = ['COVER', 'GALLERY'] as const

export const PRODUCT_PHOTO_MESSAGES = {
  noPhotos: 'A product needs at least one photo: its cover.',
  tooManyPhotos: `A product has at most ${MAX_PRODUCT_PHOTOS} photos.`,
  twice: 'The same photo is in the list twice. Remove one of them.',
  unknownPhoto: (position: number) =>
    `Photo ${position} is not an uploaded image of the shop. Upload it again.`,
  unknownSizeChart: 'The size chart is not an uploaded image of the shop. Upload it again.',
  notFound: 'There is no such product.',
  changedMeanwhile:
    "Someone else changed this product's photos since you opened them. Reload to see their changes, then make yours again.",
  saved: 'The photos are saved.',
} as const

const imageUrl = (label: string) =>
  z
    .string({ error: `${label} must be an image address.` })
    .trim()
    .min(1, `${label} must be an image address.`)
    .max(MAX_LENGTH.url, `${label} is too long to be an image address.`)
    .refine(isStorableText, `${label} contains a character that cannot be used.`)

export const ProductPhotoSchema = z.object({
  url: z.string(),
  type: z.enum(PHOTO_TYPES),
  order: z.number(),
  /** A data: URL of a tiny blurred preview; null for an image the pipeline did not make. */
  placeholder: z.string().nullable(),
})
export type ProductPhoto = z.infer<typeof ProductPhotoSchema>

export const ProductPhotosSchema = z.object({
  product_id: z.number(),
  product_name: z.string(),
  product_code: z.string(),
  /** In the shop's order: the first is the cover. */
  photos: z.array(ProductPhotoSchema),
  size_chart: z.object({ url: z.string(), placeholder: z.string().nullable() }).nullable(),
  /** Changes with the photos or the size chart; a save names the one it started from. */
  revision: z.string(),
})
export type ProductPhotos = z.infer<typeof ProductPhotosSchema>

const ProductPhotosResponseSchema = z.object({ data: ProductPhotosSchema })

export const getProductPhotos = defineStaffCall({
  method: 'GET',
  path: 'product-photos',
  payload: z.object({ product_id: idParam('product_id') }),
  response: ProductPhotosResponseSchema,
  roles: CATALOGUE_ROLES,
  summary: "A product's photos in order (the first is its cover) and its size chart",
})

export const SetProductPhotosSchema = z.object({
  product_id: idParam('product_id'),
  revision: z
    .string({ error: 'revision is required: reload the photos and try again.' })
    .max(64, 'revision is not one this shop gave.'),
  /**
   * Addresses in the shop's order; the first is the cover, the rest the
   * gallery. Each is an uploaded image (`/media/r/<key>`) or one of the
   * product's photos already.
   */
  photo_urls: z
    .array(imageUrl('A photo'), { error: 'photo_urls must be a list of image addresses.' })
    .min(1, PRODUCT_PHOTO_MESSAGES.noPhotos)
    .max(MAX_PRODUCT_PHOTOS, PRODUCT_PHOTO_MESSAGES.tooManyPhotos)
    .refine((urls) => new Set(urls).size === urls.length, PRODUCT_PHOTO_MESSAGES.twice),
  /** An uploaded image, the product's current size chart, or null for none. */
  size_chart_url: imageUrl('The size chart').nullable(),
})
export type SetProductPhotosInput = z.input<typeof SetProductPhotosSchema>

export const setProductPhotos = defineStaffCall({
  method: 'PUT',
  path: 'product-photos',
  payload: SetProductPhotosSchema,
  response: ProductPhotosResponseSchema,
  roles: CATALOGUE_ROLES,
  summary: "Set a product's photos (first is the cover, up to 12) and its size chart",
})
