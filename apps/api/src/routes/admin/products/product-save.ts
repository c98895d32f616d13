import type { Transaction } from '@store/db/client'
import type { AdminProduct } from '@store/contract/admin/products'
import { PRODUCT_ANSWERS } from '@store/contract/admin/products'
import type { ProductFields } from '@store/contract/admin/product-fields'
import { CATEGORIES } from '@store/db/seed/catalogue-data'
import { badRequest } from '../../../lib/http-errors'
import { sanitizeRichText } from '../../../lib/rich-text'
import { liveDiscount, readWibMinute } from '../../../lib/discount-window'
import {
  countExistingProducts,
  findCategoryAndSub,
  findProductIdByCode,
  findSubCategoryGroup,
} from './product-editor.repository'
import type { ProductValues } from './product-editor.repository'
import { deleteSizes, writeRelatedProducts, writeSizes } from './product-sizes.repository'

/** The group and sub-group a sub-category's products belong to, as the seed sets them. */
async function groupOf(tx: Transaction, subId: number) {
  const seeded = CATEGORIES.flatMap((category) => category.subs).find((sub) => sub.id === subId)
  if (seeded) return { groupId: seeded.groupId, subGroupId: seeded.subGroupId }
  const carried = await findSubCategoryGroup(tx, subId)
  if (!carried) throw badRequest('That sub-category has no merchandise group yet.')
  return carried
}

/**
 * Runs a write that sets a product code; two staff saving the same new code
 * at once pass the check before either commits, and the unique index refuses
 * the second: that is the same 400 as the check's.
 */
export async function withCodeChecked<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause
    if ((error as { code?: string }).code === '23505' || cause?.code === '23505')
      throw badRequest(PRODUCT_ANSWERS.codeTaken(code))
    throw error
  }
}

/** '' is a missing translation, stored as null; left out, the stored text is kept (undefined). */
const bahasaColumn = (text: string | undefined) => (text === undefined ? undefined : text || null)

function readWindowEdge(text: string) {
  const date = readWibMinute(text)
  if (date === 'invalid') throw badRequest(PRODUCT_ANSWERS.discDate)
  return date
}

/**
 * Checks what only the database knows (the code is free, the sub-category is
 * the category's, related products exist) and turns the form into the row's
 * values: the description sanitised, the planned discount with the live one
 * it gives at `now`.
 */
export async function productValues(
  tx: Transaction,
  input: ProductFields,
  options: { now: Date; productId?: number },
): Promise<ProductValues> {
  const code = input.product_code
  if ((await findProductIdByCode(tx, code, options.productId)) !== null)
    throw badRequest(PRODUCT_ANSWERS.codeTaken(code))
  const { category, sub } = await findCategoryAndSub(tx, input.category_id, input.category_sub_id)
  if (!category) throw badRequest(PRODUCT_ANSWERS.noCategory)
  if (!sub || sub.categoryId !== category.id) throw badRequest(PRODUCT_ANSWERS.subNotInCategory)
  const related = input.related_product_ids
  if (options.productId !== undefined && related.includes(options.productId))
    throw badRequest(PRODUCT_ANSWERS.relatedSelf)
  if (new Set(related).size !== related.length) throw badRequest(PRODUCT_ANSWERS.relatedTwice)
  if ((await countExistingProducts(tx, related)) !== related.length)
    throw badRequest(PRODUCT_ANSWERS.relatedMissing)
  const planned = {
    plannedDiscPercent: input.disc_percent,
    plannedDiscNominal: input.disc_nominal,
    discStartsAt: readWindowEdge(input.disc_starts_at),
    discEndsAt: readWindowEdge(input.disc_ends_at),
  }
  return {
    productCode: code,
    productName: input.product_name,
    productNameBahasa: bahasaColumn(input.product_name_bahasa),
    categoryId: category.id,
    categorySubId: sub.id,
    ...(await groupOf(tx, sub.id)),
    colour: input.colour,
    colourBahasa: bahasaColumn(input.colour_bahasa),
    shortDescription: input.short_description,
    shortDescriptionBahasa: bahasaColumn(input.short_description_bahasa),
    detailedDescription: sanitizeRichText(input.detailed_description),
    detailedDescriptionBahasa: bahasaColumn(
      input.detailed_description_bahasa === undefined
        ? undefined
        : sanitizeRichText(input.detailed_description_bahasa),
    ),
    weightGrams: input.weight_grams,
    retailPrice: input.retail_price,
    netPrice: input.net_price,
    ...planned,
    ...liveDiscount(planned, options.now),
  }
}

/**
 * Writes the sizes and related products of the form. A size left out is
 * deleted, unless stock or a past order holds it; a size id that is not the
 * product's is refused.
 */
export async function writeProductParts(
  tx: Transaction,
  productId: number,
  input: ProductFields,
  current: AdminProduct['sizes'],
) {
  const currentIds = new Set(current.map((size) => size.id))
  for (const size of input.sizes)
    if (size.id !== undefined && !currentIds.has(size.id))
      throw badRequest('A size you edited no longer exists; reload the product.')
  const keptIds = new Set(input.sizes.map((size) => size.id))
  const removed = current.filter((size) => !keptIds.has(size.id))
  const held = removed.find((size) => !size.can_delete)
  if (held) throw badRequest(PRODUCT_ANSWERS.sizeKept(held.size_code))
  await deleteSizes(
    tx,
    productId,
    removed.map((size) => size.id),
  )
  await writeSizes(
    tx,
    productId,
    input.sizes.map((size) => ({
      id: size.id,
      sizeCode: size.size_code,
      sizeName: size.size_name,
      sizeNameBahasa: bahasaColumn(size.size_name_bahasa),
      isAvailable: size.is_available,
    })),
  )
  await writeRelatedProducts(tx, productId, input.related_product_ids)
}
