import { basename } from 'node:path'
import { CSV_ZIP_MESSAGES } from '@store/contract/admin/catalogue-csv'
import { mediaKeyOf } from '@store/contract/media'
import type { CsvProductColumn } from '@store/contract/admin/catalogue-csv'
import type { CsvReference } from './csv.repository'
import type { ProductStatus } from '@store/contract/admin/product-publishing'
import { parseWibText } from '@store/contract/format/wib-text'
import { readStatus, readText, readWhole } from './csv-fields'
import type { Cell } from './csv-fields'
import { readBahasaFields } from './bahasa-fields'
import type { BahasaFields } from './bahasa-fields'

export interface ProductFields extends BahasaFields {
  name: string
  categoryId: number
  categorySubId: number
  groupId: number
  subGroupId: number
  colour: string
  shortDescription: string
  detailedDescription: string
  retailPrice: number
  netPrice: number
  discPercent: number
  discNominal: number
  discStartsAt: Date | null
  discEndsAt: Date | null
  weightGrams: number
  status: ProductStatus
  photos: string[]
}

export const MAX_PHOTOS = 12
/** How a photo of the zip is named until it is kept and has its address. */
export const ZIP_PHOTO = 'zip:'
const PRICE_MAX = 1_000_000_000

/** Columns a new product cannot do without. */
const NEEDED_FOR_NEW: CsvProductColumn[] = [
  'product_name',
  'category_sub_id',
  'sub_group_id',
  'retail_price',
  'net_price',
]

type Report = (column: string, message: string) => void

/**
 * A product's own fields from its first row. A blank cell leaves an existing
 * product's field as it is; a new product needs its name, sub-category,
 * merchandise sub-group and prices.
 */
export function readProductFields(
  cells: Record<string, string>,
  has: (column: CsvProductColumn) => boolean,
  reference: CsvReference,
  exists: boolean,
  report: Report,
): Partial<ProductFields> {
  const fields: Partial<ProductFields> = readBahasaFields(cells, has, report)
  const given = (column: CsvProductColumn) => has(column) && (cells[column] ?? '') !== ''
  const take = <T>(column: CsvProductColumn, cell: Cell<T>, set: (value: T) => void) => {
    if (cell.ok) set(cell.value)
    else report(column, cell.message)
  }
  if (!exists)
    for (const column of NEEDED_FOR_NEW)
      if (!given(column)) report(column, `${column} is required for a new product.`)
  const value = (column: CsvProductColumn) => cells[column] ?? ''
  if (given('product_name'))
    take(
      'product_name',
      readText(value('product_name'), 'product_name', 120, true),
      (v) => (fields.name = v),
    )
  if (given('category_sub_id'))
    take(
      'category_sub_id',
      readWhole(value('category_sub_id'), 'category_sub_id', 1, 2_147_483_647),
      (id) => {
        const sub = reference.subs.get(id)
        if (!sub) return report('category_sub_id', `There is no sub-category ${id}.`)
        fields.categorySubId = id
        fields.categoryId = sub.categoryId
        if (given('category_id') && Number(value('category_id')) !== sub.categoryId)
          report(
            'category_id',
            `Sub-category ${id} belongs to category ${sub.categoryId}, not ${value('category_id')}.`,
          )
      },
    )
  else if (given('category_id'))
    report('category_sub_id', 'category_sub_id is required with category_id.')
  if (given('sub_group_id'))
    take(
      'sub_group_id',
      readWhole(value('sub_group_id'), 'sub_group_id', 1, 2_147_483_647),
      (id) => {
        const group = reference.subGroups.get(id)
        if (!group) return report('sub_group_id', `There is no merchandise sub-group ${id}.`)
        fields.subGroupId = id
        fields.groupId = group.groupId
      },
    )
  if (given('colour'))
    take('colour', readText(value('colour'), 'colour', 40, false), (v) => (fields.colour = v))
  if (given('short_description'))
    take(
      'short_description',
      readText(value('short_description'), 'short_description', 300, false),
      (v) => (fields.shortDescription = v),
    )
  if (given('detailed_description'))
    take(
      'detailed_description',
      readText(value('detailed_description'), 'detailed_description', 5000, false),
      (v) => (fields.detailedDescription = v),
    )
  if (given('retail_price'))
    take(
      'retail_price',
      readWhole(value('retail_price'), 'retail_price', 0, PRICE_MAX),
      (v) => (fields.retailPrice = v),
    )
  if (given('net_price'))
    take(
      'net_price',
      readWhole(value('net_price'), 'net_price', 0, PRICE_MAX),
      (v) => (fields.netPrice = v),
    )
  if (
    fields.retailPrice !== undefined &&
    fields.netPrice !== undefined &&
    fields.netPrice > fields.retailPrice
  )
    report('net_price', 'net_price must not be above retail_price.')
  if (given('disc_percent'))
    take(
      'disc_percent',
      readWhole(value('disc_percent'), 'disc_percent', 0, 100),
      (v) => (fields.discPercent = v),
    )
  if (given('disc_nominal'))
    take(
      'disc_nominal',
      readWhole(value('disc_nominal'), 'disc_nominal', 0, PRICE_MAX),
      (v) => (fields.discNominal = v),
    )
  if ((fields.discPercent ?? 0) > 0 && (fields.discNominal ?? 0) > 0)
    report('disc_nominal', 'A product has a percent or a nominal discount, not both.')
  // The discount is one thing: given an amount, its window is read too (blank: none); given
  // neither amount, the product's discount is left as it is.
  const discountGiven = given('disc_percent') || given('disc_nominal')
  if (discountGiven) {
    fields.discPercent ??= 0
    fields.discNominal ??= 0
  }
  for (const column of ['disc_starts_at', 'disc_ends_at'] as const) {
    if (!discountGiven) {
      if (given(column))
        report(column, `${column} needs disc_percent or disc_nominal on the same row.`)
      continue
    }
    const text = value(column)
    const date = text ? parseWibText(text) : null
    if (text && !date) report(column, `${column} must be a date such as 2026-12-12 00:00 (WIB).`)
    else if (column === 'disc_starts_at') fields.discStartsAt = date
    else fields.discEndsAt = date
  }
  if (fields.discStartsAt && fields.discEndsAt && fields.discEndsAt <= fields.discStartsAt)
    report('disc_ends_at', 'disc_ends_at must be after disc_starts_at.')
  if (given('weight_grams'))
    take(
      'weight_grams',
      readWhole(value('weight_grams'), 'weight_grams', 1, 100_000),
      (v) => (fields.weightGrams = v),
    )
  if (given('status')) take('status', readStatus(value('status')), (v) => (fields.status = v))
  if (given('photos')) {
    const paths = value('photos')
      .split('|')
      .map((path) => path.trim())
      .filter(Boolean)
    if (paths.length > MAX_PHOTOS) report('photos', `A product has at most ${MAX_PHOTOS} photos.`)
    // An address of an uploaded image, or the name of a photo in the zip the file came in.
    const read = paths.map((path) => {
      const key = mediaKeyOf(path)
      if (key !== null) return reference.mediaKeys.has(key) ? path : null
      const name = basename(path).toLowerCase()
      return reference.zipPhotos.has(name) ? `${ZIP_PHOTO}${name}` : null
    })
    const unknown = paths.find((_path, index) => read[index] === null)
    if (unknown === undefined) fields.photos = read.filter((path) => path !== null)
    else if (reference.zipPhotos.size > 0 && mediaKeyOf(unknown) === null)
      report('photos', CSV_ZIP_MESSAGES.photoMissing(unknown))
    else
      report(
        'photos',
        `${unknown.slice(0, 80)} is not an image of the store (upload it first and use its /media/r/… address, or send it in a zip with the file).`,
      )
  }
  return fields
}
