import { z } from 'zod'
import { FitNoteSchema } from './fit'
import { defineCall } from './call'
import { BinaryFlagSchema, flagParam, idParam, textParam } from './common'
import { ProductRatingSchema } from './reviews'
import { ROUTES } from './routes'
import {
  MAX_PRODUCT_PAGE,
  MAX_PRODUCT_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  PRODUCT_PAGE_SIZE,
  PRODUCT_SORTS,
} from './constants'

export {
  CATEGORY_IDS,
  KIDS_GROUP_ID,
  MAX_PRODUCT_PAGE,
  MAX_PRODUCT_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  PRODUCT_PAGE_SIZE,
  PRODUCT_SORTS,
  SEARCH_COUNT_CAP,
} from './constants'
export type { ProductSort } from './constants'

export const ProductSortSchema = z.enum(PRODUCT_SORTS, {
  error: 'Sort must be one of NEWEST, PRICE_DESC or PRICE_ASC.',
})

export const ProductImageSchema = z.object({
  image_url: z.string(),
  image_type: z.enum(['COVER', 'GALLERY']),
  /** A data: URL of the image blurred, shown while it loads (images the store's pipeline made). */
  placeholder: z.string().optional(),
})
export type ProductImage = z.infer<typeof ProductImageSchema>

export const DirectDiscountSchema = z.object({
  direct_disc_percent: z.number().int(),
  direct_disc_nominal: z.number().int(),
})
export type DirectDiscount = z.infer<typeof DirectDiscountSchema>

export const ProductSizeSchema = z.object({
  size_code: z.string(),
  size_name: z.string(),
  is_available: BinaryFlagSchema,
})
export type ProductSize = z.infer<typeof ProductSizeSchema>

/** What a product card needs: list pages, related products, wishlist. */
export const ProductSummarySchema = z.object({
  id: z.number().int(),
  product_name: z.string(),
  product_code: z.string(),
  retail_price: z.number().int(),
  net_price: z.number().int(),
  direct_discount: DirectDiscountSchema.nullable(),
  product_images: z.array(ProductImageSchema),
})
export type ProductSummary = z.infer<typeof ProductSummarySchema>

export const CategoryRefSchema = z.object({ id: z.number().int(), name: z.string() })

export const ProductSchema = ProductSummarySchema.extend({
  short_description: z.string(),
  detailed_description: z.string(),
  sizes: z.array(ProductSizeSchema),
  related_products: z.array(ProductSummarySchema),
  product_sizing: z.object({ size_chart_url: z.string() }).nullable(),
  category: CategoryRefSchema,
  category_sub: CategoryRefSchema,
  group_id: z.number().int(),
  colour: z.string(),
  /** Beyond the spec: shoppers' ratings (docs/decisions/030). */
  rating: ProductRatingSchema,
  /** Beyond the spec: what buyers' returns say of its fit (docs/decisions/096). */
  fit: FitNoteSchema,
})
export type Product = z.infer<typeof ProductSchema>

export const CategorySubRefSchema = z.object({ id: z.number().int(), name: z.string() })

export const CategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category_subs: z.array(CategorySubRefSchema),
  cover_image_url: z.string(),
  cover_text: z.string(),
})
export type Category = z.infer<typeof CategorySchema>

export const CategorySubSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 1 = use its own cover, otherwise the parent category's. */
  show_cover: BinaryFlagSchema,
  cover_image_url: z.string(),
  cover_text: z.string(),
  category: CategorySchema.omit({ category_subs: true }),
})
export type CategorySub = z.infer<typeof CategorySubSchema>

// Beyond the spec: size and price-range filters with counts.
export const SizeFacetSchema = z.object({ size_code: z.string(), count: z.number().int() })
export const PriceBandSchema = z.object({
  min: z.number().int(),
  max: z.number().int().nullable(),
  count: z.number().int(),
})
export const ProductFacetsSchema = z.object({
  sizes: z.array(SizeFacetSchema),
  price_bands: z.array(PriceBandSchema),
})
export type ProductFacets = z.infer<typeof ProductFacetsSchema>

const sizeListParam = z
  .string()
  .trim()
  .max(200, 'Too many sizes.')
  .transform((value) => [...new Set(value.split(',').map((s) => s.trim().toUpperCase()))])
  .pipe(
    z
      .array(z.string().regex(/^[A-Z0-9]{1,6}$/, 'Sizes are codes such as S, M, L or 42.'))
      .max(20, 'Too many sizes.'),
  )

const priceParam = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number of rupiah.`)
    .min(0, `${label} cannot be negative.`)
    .max(1_000_000_000, `${label} is too large.`)

export const ProductListQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Page must be a number.' })
    .int('Page must be a whole number.')
    .min(1, 'Page starts at 1.')
    .max(MAX_PRODUCT_PAGE, `Page must be at most ${MAX_PRODUCT_PAGE}.`)
    .default(1),
  limit: z.coerce
    .number({ error: 'Limit must be a number.' })
    .int('Limit must be a whole number.')
    .min(1, 'Limit must be at least 1.')
    .max(MAX_PRODUCT_PAGE_SIZE, `Limit must be at most ${MAX_PRODUCT_PAGE_SIZE}.`)
    .default(PRODUCT_PAGE_SIZE),
  category_id: idParam('Category').optional(),
  category_sub_id: idParam('Sub-category').optional(),
  group_id: idParam('Group').optional(),
  sale: flagParam.optional(),
  search: textParam('Search', MAX_SEARCH_LENGTH).optional(),
  /**
   * The request defaults to NEWEST (spec section 9); a search without a sort
   * is ordered by best match instead.
   */
  sort: ProductSortSchema.optional(),
  sizes: sizeListParam.optional(),
  price_min: priceParam('Minimum price').optional(),
  price_max: priceParam('Maximum price').optional(),
  facets: flagParam.optional(),
})
export type ProductListQuery = z.input<typeof ProductListQuerySchema>
export type ProductListFilters = z.output<typeof ProductListQuerySchema>

export const ProductListResponseSchema = z.object({
  products: z.array(ProductSummarySchema),
  product_count: z.number().int(),
  /**
   * Present and true when a search matched more than SEARCH_COUNT_CAP products:
   * product_count is then that cap, a lower bound, and the pages go on.
   */
  product_count_capped: z.literal(true).optional(),
  /** A misspelt search found nothing as typed: the corrected words that were searched instead. */
  search_corrected: z.string().optional(),
  facets: ProductFacetsSchema.optional(),
})
export type ProductListResponse = z.infer<typeof ProductListResponseSchema>

export const IdQuerySchema = z.object({ id: idParam('Id') })

export const getProducts = defineCall({
  ...ROUTES.getProducts,
  payload: ProductListQuerySchema,
  response: ProductListResponseSchema,
  summary: 'One page of products with the total count, filtered, searched and sorted',
})

export const getProduct = defineCall({
  ...ROUTES.getProduct,
  payload: IdQuerySchema,
  response: z.object({ product: ProductSchema }),
  summary: 'One product with sizes, images, discount, size chart and related products',
})

export const getCategories = defineCall({
  ...ROUTES.getCategories,
  payload: z.object({}),
  response: z.object({ categories: z.array(CategorySchema) }),
  summary: 'All categories with their sub-categories',
})

export const getCategory = defineCall({
  ...ROUTES.getCategory,
  payload: IdQuerySchema,
  response: z.object({ category: CategorySchema }),
  summary: 'One category with cover image and text',
})

export const getCategorySub = defineCall({
  ...ROUTES.getCategorySub,
  payload: IdQuerySchema,
  response: z.object({ category_sub: CategorySubSchema }),
  summary: 'One sub-category with its cover rule and parent category',
})
