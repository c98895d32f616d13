import { toWibText } from '@store/contract/format/wib-text'
import type { productSizes, products } from '@store/db/schema'
import { sanitizeRichText } from '../../../lib/rich-text'
import type { ProductFields } from './product-fields'

/**
 * Each cell as the export writes it, from the store or from a checked file,
 * so the two compare as texts and the revision fingerprints them alike.
 */
export const PRODUCT_KEYS = [
  'product_name',
  'product_name_bahasa',
  'category_sub_id',
  'sub_group_id',
  'colour',
  'colour_bahasa',
  'short_description',
  'short_description_bahasa',
  'detailed_description',
  'detailed_description_bahasa',
  'retail_price',
  'net_price',
  'disc_percent',
  'disc_nominal',
  'disc_starts_at',
  'disc_ends_at',
  'weight_grams',
  'status',
  'photos',
] as const
export type ProductKey = (typeof PRODUCT_KEYS)[number]
/** The discount is one thing (decision 048): its four cells change together. */
export const DISCOUNT_KEYS = [
  'disc_percent',
  'disc_nominal',
  'disc_starts_at',
  'disc_ends_at',
] as const
export const SIZE_KEYS = ['size_name', 'size_name_bahasa', 'size_available'] as const
export type SizeKey = (typeof SIZE_KEYS)[number]

/** A stock cell's key in a revision: by showroom id, which a renamed showroom keeps. */
export const stockKey = (showroomId: number) => `stock:${showroomId}`

const when = (date: Date | null | undefined) => (date ? toWibText(date, 'minute') : '')

export function storeProductTexts(
  product: typeof products.$inferSelect,
  photos: string[],
): Record<ProductKey, string> {
  return {
    product_name: product.productName,
    product_name_bahasa: product.productNameBahasa ?? '',
    category_sub_id: String(product.categorySubId),
    sub_group_id: String(product.subGroupId),
    colour: product.colour,
    colour_bahasa: product.colourBahasa ?? '',
    short_description: product.shortDescription,
    short_description_bahasa: product.shortDescriptionBahasa ?? '',
    detailed_description: product.detailedDescription,
    detailed_description_bahasa: product.detailedDescriptionBahasa ?? '',
    retail_price: String(product.retailPrice),
    net_price: String(product.netPrice),
    disc_percent: String(product.plannedDiscPercent),
    disc_nominal: String(product.plannedDiscNominal),
    disc_starts_at: when(product.discStartsAt),
    disc_ends_at: when(product.discEndsAt),
    weight_grams: String(product.weightGrams),
    status: product.status.toLowerCase(),
    photos: photos.join('|'),
  }
}

export function storeSizeTexts(size: typeof productSizes.$inferSelect): Record<SizeKey, string> {
  return {
    size_name: size.sizeName,
    size_name_bahasa: size.sizeNameBahasa ?? '',
    size_available: size.isAvailable ? 'yes' : 'no',
  }
}

/** The texts of the fields a checked file gives (a field it leaves out has none). */
export function fileProductTexts(
  fields: Partial<ProductFields>,
): Partial<Record<ProductKey, string>> {
  const texts: Partial<Record<ProductKey, string>> = {}
  const put = (key: ProductKey, value: string | number | null | undefined) => {
    if (value !== undefined) texts[key] = value === null ? '' : String(value)
  }
  put('product_name', fields.name)
  put('product_name_bahasa', fields.nameBahasa)
  put('category_sub_id', fields.categorySubId)
  put('sub_group_id', fields.subGroupId)
  put('colour', fields.colour)
  put('colour_bahasa', fields.colourBahasa)
  put('short_description', fields.shortDescription)
  put('short_description_bahasa', fields.shortDescriptionBahasa)
  const rich = (text: string | null | undefined) => (text ? sanitizeRichText(text) : text)
  put('detailed_description', rich(fields.detailedDescription))
  put('detailed_description_bahasa', rich(fields.detailedDescriptionBahasa))
  put('retail_price', fields.retailPrice)
  put('net_price', fields.netPrice)
  if (fields.discPercent !== undefined || fields.discNominal !== undefined) {
    put('disc_percent', fields.discPercent ?? 0)
    put('disc_nominal', fields.discNominal ?? 0)
    put('disc_starts_at', when(fields.discStartsAt))
    put('disc_ends_at', when(fields.discEndsAt))
  }
  put('weight_grams', fields.weightGrams)
  put('status', fields.status?.toLowerCase())
  put('photos', fields.photos?.join('|'))
  return texts
}
