import { z } from 'zod'
import { MessageResponseSchema, idParam, textParam } from '../common'
import { defineStaffCall } from './call'
import { ANY_STAFF, CATALOGUE_ROLES } from './staff-roles'

/** The most units one showroom may hold of one size. */
export const MAX_STOCK_QTY = 100_000

export const STOCK_MESSAGES = {
  qty: `A quantity must be a whole number from 0 to ${MAX_STOCK_QTY.toLocaleString('en')}.`,
  noCells: 'There is no change to save.',
  tooManyCells: 'Please save at most 2,000 cells at a time.',
  sameCellTwice: 'The same size and showroom appears twice in one save.',
  saved: (cells: number) => `Stock saved for ${cells} ${cells === 1 ? 'cell' : 'cells'}.`,
} as const

export const stockQtyField = z
  .number({ error: STOCK_MESSAGES.qty })
  .int(STOCK_MESSAGES.qty)
  .min(0, STOCK_MESSAGES.qty)
  .max(MAX_STOCK_QTY, STOCK_MESSAGES.qty)

export const StockShowroomSchema = z.object({
  id: z.number(),
  name: z.string(),
  is_hub: z.boolean(),
  is_active: z.boolean(),
})
export type StockShowroom = z.infer<typeof StockShowroomSchema>

/** One size of a product and what each showroom holds of it (showroom id to units). */
export const StockSizeRowSchema = z.object({
  product_size_id: z.number(),
  size_code: z.string(),
  is_available: z.boolean(),
  qty: z.record(z.string(), z.number()),
})
export type StockSizeRow = z.infer<typeof StockSizeRowSchema>

export const ProductStockSchema = z.object({
  data: z.object({
    product: z.object({
      id: z.number(),
      product_code: z.string(),
      product_name: z.string(),
      is_active: z.boolean(),
    }),
    showrooms: z.array(StockShowroomSchema),
    sizes: z.array(StockSizeRowSchema),
  }),
})
export type ProductStock = z.infer<typeof ProductStockSchema>['data']

export const getProductStock = defineStaffCall({
  method: 'GET',
  path: 'stock/product',
  payload: z.object({ product_id: idParam('Product id') }),
  response: ProductStockSchema,
  roles: CATALOGUE_ROLES,
  summary: "One product's stock: its sizes by every showroom",
})

export const listStockShowrooms = defineStaffCall({
  method: 'GET',
  path: 'stock/showrooms',
  payload: z.object({}),
  response: z.object({ data: z.array(StockShowroomSchema) }),
  roles: ANY_STAFF,
  summary: 'The showrooms whose stock this account may see',
})

export const STOCK_PAGE_SIZE = 20

export const ShowroomStockQuerySchema = z.object({
  showroom_id: idParam('Showroom id'),
  search: textParam('Search', 100).optional(),
  page: idParam('Page').optional(),
})
export type ShowroomStockQuery = z.input<typeof ShowroomStockQuerySchema>

export const ShowroomStockProductSchema = z.object({
  id: z.number(),
  product_code: z.string(),
  product_name: z.string(),
  is_active: z.boolean(),
  sizes: z.array(
    z.object({
      product_size_id: z.number(),
      size_code: z.string(),
      is_available: z.boolean(),
      qty: z.number(),
    }),
  ),
})
export type ShowroomStockProduct = z.infer<typeof ShowroomStockProductSchema>

export const getShowroomStock = defineStaffCall({
  method: 'GET',
  path: 'stock/showroom',
  payload: ShowroomStockQuerySchema,
  response: z.object({
    data: z.object({
      showroom: StockShowroomSchema,
      products: z.array(ShowroomStockProductSchema),
      page: z.number(),
      page_count: z.number(),
      total: z.number(),
    }),
  }),
  roles: ANY_STAFF,
  summary: "One showroom's stock: products by size, searched by name or code, paged",
})

/** One cell of a save: the units the editor saw (`expected_qty`) and the units to set. */
export const StockCellEditSchema = z.object({
  product_size_id: idParam('Size id'),
  showroom_id: idParam('Showroom id'),
  expected_qty: stockQtyField,
  qty: stockQtyField,
})
export type StockCellEdit = z.input<typeof StockCellEditSchema>

export const SaveStockSchema = z.object({
  cells: z
    .array(StockCellEditSchema, { error: STOCK_MESSAGES.noCells })
    .min(1, STOCK_MESSAGES.noCells)
    .max(2000, STOCK_MESSAGES.tooManyCells)
    .refine(
      (cells) =>
        new Set(cells.map((c) => `${c.product_size_id}:${c.showroom_id}`)).size === cells.length,
      STOCK_MESSAGES.sameCellTwice,
    ),
})
export type SaveStockInput = z.input<typeof SaveStockSchema>

/**
 * Written only if every cell still holds what the editor saw, all or nothing;
 * otherwise a 409 naming each cell that moved and what it holds now.
 */
export const saveStock = defineStaffCall({
  method: 'POST',
  path: 'stock/save',
  payload: SaveStockSchema,
  response: MessageResponseSchema,
  roles: CATALOGUE_ROLES,
  summary: 'Save a batch of stock cells, each only if it still holds what the editor saw',
})
