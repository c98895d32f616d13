import { z } from 'zod'
import { flagParam, idParam, textParam } from '../common'
import { defineStaffCall } from './call'
import {
  PRODUCT_MESSAGES,
  ProductSizeInputSchema,
  checkProductFields,
  productCodeField,
  productFieldShape,
} from './product-fields'
import { CATALOGUE_ROLES } from './staff-roles'
import { LOCALES } from '../locale'
import { PRODUCT_LIST_STATUSES, PRODUCT_STATUSES } from './product-publishing'

export const PRODUCT_SORTS = ['newest', 'name', 'code', 'price_asc', 'price_desc'] as const
export type ProductSort = (typeof PRODUCT_SORTS)[number]
export const ADMIN_PRODUCT_PAGE_SIZE = 25
export const MAX_ADMIN_PRODUCT_PAGE_SIZE = 100

export const AdminProductListQuerySchema = z.object({
  search: textParam('Search', 100).optional(),
  category_id: idParam('Category').optional(),
  category_sub_id: idParam('Sub-category').optional(),
  status: z
    .enum(PRODUCT_LIST_STATUSES, {
      error: 'Status is PUBLISHED, DRAFT, SCHEDULED, ARCHIVED or ALL.',
    })
    .optional(),
  on_sale: flagParam.optional(),
  /** Products with a text still missing in this language (decision 072). */
  missing_translation: z.enum(LOCALES, { error: 'missing_translation is en or id.' }).optional(),
  sort: z
    .enum(PRODUCT_SORTS, { error: 'Sort by newest, name, code, price_asc or price_desc.' })
    .optional(),
  page: z.coerce
    .number({ error: 'Page must be a number.' })
    .int('Page must be a whole number.')
    .min(1, 'Page starts at 1.')
    .max(10_000, 'Page is too large.')
    .optional(),
  page_size: z.coerce
    .number({ error: 'Page size must be a number.' })
    .int('Page size must be a whole number.')
    .min(1, 'Page size is at least 1.')
    .max(MAX_ADMIN_PRODUCT_PAGE_SIZE, `Page size is at most ${MAX_ADMIN_PRODUCT_PAGE_SIZE}.`)
    .optional(),
})
export type AdminProductListQuery = z.input<typeof AdminProductListQuerySchema>
export type AdminProductListFilters = z.output<typeof AdminProductListQuerySchema>

export const AdminProductRowSchema = z.object({
  id: z.number(),
  product_code: z.string(),
  product_name: z.string(),
  category_name: z.string(),
  category_sub_name: z.string(),
  final_price: z.number(),
  retail_price: z.number(),
  disc_percent: z.number(),
  disc_nominal: z.number(),
  status: z.enum(PRODUCT_STATUSES),
  /** The scheduled publish time in WIB ('YYYY-MM-DDTHH:mm'); '' when none. */
  publish_at: z.string(),
  cover_image_url: z.string().nullable(),
  total_stock: z.number(),
})
export type AdminProductRow = z.infer<typeof AdminProductRowSchema>

export const AdminProductSizeSchema = ProductSizeInputSchema.extend({
  id: z.number(),
  size_name_bahasa: z.string(),
  /** False when the size has stock or past orders: mark it unavailable instead. */
  can_delete: z.boolean(),
})

export const AdminProductSchema = z.object({
  id: z.number(),
  /** What the product was read as; an update carries it back, and a changed product refuses it. */
  version: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  /** The scheduled publish time in WIB ('YYYY-MM-DDTHH:mm'); '' when none. */
  publish_at: z.string(),
  product_name: z.string(),
  /** Each Bahasa text is '' while missing. */
  product_name_bahasa: z.string(),
  product_code: z.string(),
  category_id: z.number(),
  category_sub_id: z.number(),
  colour: z.string(),
  colour_bahasa: z.string(),
  short_description: z.string(),
  short_description_bahasa: z.string(),
  detailed_description: z.string(),
  detailed_description_bahasa: z.string(),
  weight_grams: z.number(),
  retail_price: z.number(),
  net_price: z.number(),
  disc_percent: z.number(),
  disc_nominal: z.number(),
  disc_starts_at: z.string(),
  disc_ends_at: z.string(),
  /** The price the shop shows now (the discount counts only inside its window). */
  final_price: z.number(),
  sizes: z.array(AdminProductSizeSchema),
  related_products: z.array(
    z.object({ id: z.number(), product_code: z.string(), product_name: z.string() }),
  ),
})
export type AdminProduct = z.infer<typeof AdminProductSchema>

const ProductAnswerSchema = z.object({ message: z.string(), product: AdminProductSchema })
const productId = idParam('Product id')

export const listAdminProducts = defineStaffCall({
  method: 'GET',
  path: 'products',
  payload: AdminProductListQuerySchema,
  response: z.object({ products: z.array(AdminProductRowSchema), total: z.number() }),
  roles: CATALOGUE_ROLES,
  summary: 'Products, archived ones too, searched, filtered, sorted and paged',
})

export const getAdminProduct = defineStaffCall({
  method: 'GET',
  path: 'products/one',
  payload: z.object({ id: productId }),
  response: z.object({ product: AdminProductSchema }),
  roles: CATALOGUE_ROLES,
  summary: 'One product with every field its Details tab edits',
})

export const CreateProductSchema = z.object(productFieldShape).superRefine(checkProductFields)

export const createAdminProduct = defineStaffCall({
  method: 'POST',
  path: 'products/create',
  payload: CreateProductSchema,
  response: ProductAnswerSchema,
  roles: CATALOGUE_ROLES,
  summary: 'Create a product as a draft, seen by staff only until published',
})

export const UpdateProductSchema = z
  .object({
    ...productFieldShape,
    id: productId,
    version: z.string({ error: 'Reload the product and try again.' }).max(100),
  })
  .superRefine(checkProductFields)

export const updateAdminProduct = defineStaffCall({
  method: 'PUT',
  path: 'products/update',
  payload: UpdateProductSchema,
  response: ProductAnswerSchema,
  roles: CATALOGUE_ROLES,
  summary: 'Save a product read at `version`; a product changed since is a 409',
})

export const archiveAdminProduct = defineStaffCall({
  method: 'POST',
  path: 'products/archive',
  payload: z.object({ id: productId }),
  response: ProductAnswerSchema,
  roles: CATALOGUE_ROLES,
  summary: 'Take a product off the shop; past orders keep it',
})

export const restoreAdminProduct = defineStaffCall({
  method: 'POST',
  path: 'products/restore',
  payload: z.object({ id: productId }),
  response: ProductAnswerSchema,
  roles: CATALOGUE_ROLES,
  summary: 'Put an archived product back on the shop',
})

export const DuplicateProductSchema = z.object({ id: productId, product_code: productCodeField() })

export const duplicateAdminProduct = defineStaffCall({
  method: 'POST',
  path: 'products/duplicate',
  payload: DuplicateProductSchema,
  response: ProductAnswerSchema,
  roles: CATALOGUE_ROLES,
  summary: 'Copy a product under a new code as a draft; sizes copied, stock not',
})

export const PRODUCT_ANSWERS = {
  created: 'The product has been created as a draft: publish it when it is ready.',
  saved: 'The product has been saved.',
  archived: 'The product is archived: the shop no longer shows it.',
  restored: 'The product is back on the shop.',
  duplicated: 'The copy has been made; it stays a draft until you publish it.',
  notFound: 'There is no such product.',
  stale:
    'Someone else saved this product after you opened it. Reload it to see their changes, then make yours again.',
  codeTaken: (code: string) => `The product code ${code} is already used by another product.`,
  subNotInCategory: 'That sub-category does not belong to the chosen category.',
  noCategory: 'That category does not exist.',
  sizeKept: (code: string) =>
    `Size ${code} has stock or past orders, so it cannot be deleted. Mark it unavailable instead.`,
  relatedMissing: 'A related product you picked no longer exists.',
  ...PRODUCT_MESSAGES,
} as const
