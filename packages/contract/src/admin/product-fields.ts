import { z } from 'zod'
import { MAX_ID, isStorableText, requiredText } from '../common'
import { MESSAGES } from '../messages'

export const PRODUCT_MESSAGES = {
  enterName: 'Please enter the product name.',
  enterCode: 'Please enter the product code.',
  codeFormat: 'A product code uses letters, digits and dashes only, such as KNMTS001-BLK.',
  chooseCategory: 'Please choose a category.',
  chooseSub: 'Please choose a sub-category.',
  enterColour: 'Please enter the colour.',
  weight: 'Enter the weight in grams, a whole number from 1 to 100000.',
  retailPrice: 'Enter the retail price in whole rupiah, from 1 to 1,000,000,000.',
  netPrice: 'Enter the net price in whole rupiah, from 1 to 1,000,000,000.',
  netAboveRetail: 'The net price cannot be above the retail price.',
  discPercent: 'A percent discount is a whole number from 0 to 100.',
  discNominal: 'A nominal discount is whole rupiah, 0 or more.',
  discBoth: 'Give the discount as a percent or as an amount, not both.',
  discAboveNet: 'The discount cannot be more than the net price.',
  discDate: 'Enter the date and time in WIB, such as 2026-12-01 09:00.',
  discEndsBeforeStart: 'The discount must end after it starts.',
  discWindowWithout: 'Set a percent or an amount before giving the discount dates.',
  enterSizeCode: 'Please enter the size code, such as M or 42.',
  enterSizeName: 'Please enter the size name.',
  oneSize: 'A product needs at least one size.',
  sizeTwice: 'Each size code can be used once per product.',
  relatedSelf: 'A product cannot be related to itself.',
  relatedTwice: 'Each related product can be picked once.',
} as const

const PRODUCT_CODE = /^[A-Za-z0-9][A-Za-z0-9-]*$/
/** A time as a datetime-local field gives it, read in WIB (Asia/Jakarta): 2026-12-01T09:00. */
export const WIB_MINUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/

const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message)

const idField = (message: string) => wholeNumber(message, 1, MAX_ID)

const freeText = (max: number) =>
  z
    .string({ error: 'Please enter text.' })
    .trim()
    .max(max, `Please use at most ${max} characters.`)
    .refine(isStorableText, MESSAGES.unstorableText)

/**
 * A Bahasa Indonesia text beside its English one (decision 069): '' is missing
 * and the shop shows the English; left out of a save, what is stored is kept.
 */
const bahasaText = (max: number) => freeText(max).optional()

export const productCodeField = () =>
  requiredText(PRODUCT_MESSAGES.enterCode, 40).regex(PRODUCT_CODE, PRODUCT_MESSAGES.codeFormat)

const wibTimeField = z
  .string({ error: PRODUCT_MESSAGES.discDate })
  .trim()
  .refine((value) => value === '' || WIB_MINUTE.test(value), PRODUCT_MESSAGES.discDate)

export const ProductSizeInputSchema = z.object({
  /** An existing size; without it the size is new. */
  id: idField('Size id must be a whole number.').optional(),
  size_code: requiredText(PRODUCT_MESSAGES.enterSizeCode, 16),
  size_name: requiredText(PRODUCT_MESSAGES.enterSizeName, 40),
  /** Only a worded name ('All Size') needs one; a code reads the same in both languages. */
  size_name_bahasa: bahasaText(40),
  is_available: z.boolean({ error: 'Say whether the size is available.' }),
})
export type ProductSizeInput = z.input<typeof ProductSizeInputSchema>

/** Every field staff edit on a product's Details tab (photos and stock have their own tabs). */
export const productFieldShape = {
  product_name: requiredText(PRODUCT_MESSAGES.enterName, 120),
  product_name_bahasa: bahasaText(120),
  product_code: productCodeField(),
  category_id: idField(PRODUCT_MESSAGES.chooseCategory),
  category_sub_id: idField(PRODUCT_MESSAGES.chooseSub),
  colour: requiredText(PRODUCT_MESSAGES.enterColour, 50),
  colour_bahasa: bahasaText(50),
  short_description: freeText(500),
  short_description_bahasa: bahasaText(500),
  /** Rich text: the server keeps RICH_TEXT_TAGS only. */
  detailed_description: freeText(10_000),
  detailed_description_bahasa: bahasaText(10_000),
  weight_grams: wholeNumber(PRODUCT_MESSAGES.weight, 1, 100_000),
  retail_price: wholeNumber(PRODUCT_MESSAGES.retailPrice, 1, 1_000_000_000),
  net_price: wholeNumber(PRODUCT_MESSAGES.netPrice, 1, 1_000_000_000),
  disc_percent: wholeNumber(PRODUCT_MESSAGES.discPercent, 0, 100),
  disc_nominal: wholeNumber(PRODUCT_MESSAGES.discNominal, 0, 1_000_000_000),
  /** Empty: the discount runs from now; otherwise a WIB time. */
  disc_starts_at: wibTimeField,
  /** Empty: the discount runs until changed. */
  disc_ends_at: wibTimeField,
  sizes: z
    .array(ProductSizeInputSchema, { error: PRODUCT_MESSAGES.oneSize })
    .min(1, PRODUCT_MESSAGES.oneSize)
    .max(30, 'A product can have at most 30 sizes.'),
  related_product_ids: z
    .array(idField('Pick related products from the list.'), {
      error: 'Pick related products from the list.',
    })
    .max(12, 'Pick at most 12 related products.'),
}

type FieldValues = {
  net_price: number
  retail_price: number
  disc_percent: number
  disc_nominal: number
  disc_starts_at: string
  disc_ends_at: string
  sizes: { size_code: string }[]
}

/** The rules across fields, each reported at the field to fix. */
export function checkProductFields(value: FieldValues, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message })
  if (value.net_price > value.retail_price) issue('net_price', PRODUCT_MESSAGES.netAboveRetail)
  if (value.disc_percent > 0 && value.disc_nominal > 0)
    issue('disc_nominal', PRODUCT_MESSAGES.discBoth)
  if (value.disc_nominal > value.net_price) issue('disc_nominal', PRODUCT_MESSAGES.discAboveNet)
  const hasDiscount = value.disc_percent > 0 || value.disc_nominal > 0
  if (!hasDiscount && (value.disc_starts_at || value.disc_ends_at))
    issue('disc_percent', PRODUCT_MESSAGES.discWindowWithout)
  if (value.disc_starts_at && value.disc_ends_at && value.disc_ends_at <= value.disc_starts_at)
    issue('disc_ends_at', PRODUCT_MESSAGES.discEndsBeforeStart)
  const codes = value.sizes.map((size) => size.size_code.trim().toUpperCase())
  if (new Set(codes).size !== codes.length) issue('sizes', PRODUCT_MESSAGES.sizeTwice)
}

export const ProductFieldsSchema = z.object(productFieldShape).superRefine(checkProductFields)
export type ProductFieldsInput = z.input<typeof ProductFieldsSchema>
export type ProductFields = z.output<typeof ProductFieldsSchema>
