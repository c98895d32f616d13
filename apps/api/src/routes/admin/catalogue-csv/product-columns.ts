import { liveDiscount } from '../../../lib/discount-window'
import { sanitizeRichText } from '../../../lib/rich-text'
import type { PlannedProduct } from './diff-import'
import type { ProductFields } from './product-fields'
import type { NewProduct } from './csv.repository'

/** The columns of a product row for the fields the file gave. */
export function productColumns(fields: Partial<ProductFields>, now: Date): Partial<NewProduct> {
  const set: Partial<NewProduct> = {}
  if (fields.name !== undefined) set.productName = fields.name
  if (fields.categoryId !== undefined) set.categoryId = fields.categoryId
  if (fields.categorySubId !== undefined) set.categorySubId = fields.categorySubId
  if (fields.groupId !== undefined) set.groupId = fields.groupId
  if (fields.subGroupId !== undefined) set.subGroupId = fields.subGroupId
  if (fields.colour !== undefined) set.colour = fields.colour
  if (fields.shortDescription !== undefined) set.shortDescription = fields.shortDescription
  if (fields.detailedDescription !== undefined)
    set.detailedDescription = sanitizeRichText(fields.detailedDescription)
  if (fields.nameBahasa !== undefined) set.productNameBahasa = fields.nameBahasa
  if (fields.colourBahasa !== undefined) set.colourBahasa = fields.colourBahasa
  if (fields.shortDescriptionBahasa !== undefined)
    set.shortDescriptionBahasa = fields.shortDescriptionBahasa
  if (fields.detailedDescriptionBahasa !== undefined)
    set.detailedDescriptionBahasa =
      fields.detailedDescriptionBahasa === null
        ? null
        : sanitizeRichText(fields.detailedDescriptionBahasa)
  if (fields.retailPrice !== undefined) set.retailPrice = fields.retailPrice
  if (fields.netPrice !== undefined) set.netPrice = fields.netPrice
  // The discount staff plan, and the one shown now: the planned one while its window is open.
  const discountGiven = [
    fields.discPercent,
    fields.discNominal,
    fields.discStartsAt,
    fields.discEndsAt,
  ]
  if (discountGiven.some((value) => value !== undefined)) {
    const planned = {
      plannedDiscPercent: fields.discPercent ?? 0,
      plannedDiscNominal: fields.discNominal ?? 0,
      discStartsAt: fields.discStartsAt ?? null,
      discEndsAt: fields.discEndsAt ?? null,
    }
    Object.assign(set, planned, liveDiscount(planned, now))
  }
  if (fields.weightGrams !== undefined) set.weightGrams = fields.weightGrams
  if (fields.status !== undefined) {
    set.status = fields.status
    // A status given by the file replaces any scheduled publish time.
    set.publishAt = null
  }
  return set
}

export function newProductRow(product: PlannedProduct, createdAt: Date): NewProduct {
  const set = productColumns(product.fields, createdAt)
  const { name, categoryId, categorySubId, groupId, subGroupId, retailPrice, netPrice } =
    product.fields
  if (name === undefined || categoryId === undefined || categorySubId === undefined)
    throw new Error(`product ${product.code} was checked without its name or sub-category`)
  if (
    groupId === undefined ||
    subGroupId === undefined ||
    retailPrice === undefined ||
    netPrice === undefined
  )
    throw new Error(`product ${product.code} was checked without its group or prices`)
  return {
    colour: '',
    shortDescription: '',
    detailedDescription: '',
    ...set,
    productCode: product.code.toUpperCase(),
    productName: name,
    categoryId,
    categorySubId,
    groupId,
    subGroupId,
    retailPrice,
    netPrice,
    createdAt,
  }
}
