import type { FastifyInstance } from 'fastify'
import {
  STOCK_PAGE_SIZE,
  getProductStock,
  getShowroomStock,
  listStockShowrooms,
} from '@store/contract/admin/stock'
import { notFound } from '../../../lib/http-errors'
import { registerCall } from '../../../lib/register-call'
import { requireShowroomAccess, requireStaff } from '../../../plugins/auth'
import { saveStockRoutes } from './save-stock'
import {
  findProductsPage,
  findStockProduct,
  findStockShowroom,
  listShowrooms,
  listSizesWithStock,
} from './stock.repository'

const showroomAnswer = (row: { id: number; name: string; isHub: boolean; isActive: boolean }) => ({
  id: row.id,
  name: row.name,
  is_hub: row.isHub,
  is_active: row.isActive,
})

/** Stock per product, size and showroom (docs/decisions/044). */
export function stockRoutes(app: FastifyInstance) {
  const db = app.db

  registerCall(app, getProductStock, async ({ product_id: productId }) => {
    const product = await findStockProduct(db, productId)
    if (!product) throw notFound(`There is no product ${productId}.`)
    const rooms = await listShowrooms(db)
    const { sizes, stock } = await listSizesWithStock(db, [productId])
    return {
      data: {
        product: {
          id: product.id,
          product_code: product.code,
          product_name: product.name,
          is_active: product.isActive,
        },
        showrooms: rooms.map(showroomAnswer),
        sizes: sizes.map((size) => ({
          product_size_id: size.id,
          size_code: size.code,
          is_available: size.isAvailable,
          qty: Object.fromEntries(
            stock
              .filter((line) => line.productSizeId === size.id)
              .map((line) => [String(line.showroomId), line.qty]),
          ),
        })),
      },
    }
  })

  registerCall(app, listStockShowrooms, async (_input, request) => {
    const staff = requireStaff(request)
    const rooms = await listShowrooms(db, staff.role === 'SHOWROOM' ? staff.showroomIds : undefined)
    return { data: rooms.map(showroomAnswer) }
  })

  registerCall(
    app,
    getShowroomStock,
    async ({ showroom_id: showroomId, search, page = 1 }, request) => {
      requireShowroomAccess(requireStaff(request), showroomId)
      const showroom = await findStockShowroom(db, showroomId)
      if (!showroom) throw notFound(`There is no showroom ${showroomId}.`)
      const found = await findProductsPage(db, search || undefined, {
        limit: STOCK_PAGE_SIZE,
        offset: (page - 1) * STOCK_PAGE_SIZE,
      })
      const { sizes, stock } = await listSizesWithStock(
        db,
        found.rows.map((row) => row.id),
        showroomId,
      )
      const held = new Map(stock.map((line) => [line.productSizeId, line.qty]))
      return {
        data: {
          showroom: showroomAnswer(showroom),
          products: found.rows.map((row) => ({
            id: row.id,
            product_code: row.code,
            product_name: row.name,
            is_active: row.isActive,
            sizes: sizes
              .filter((size) => size.productId === row.id)
              .map((size) => ({
                product_size_id: size.id,
                size_code: size.code,
                is_available: size.isAvailable,
                qty: held.get(size.id) ?? 0,
              })),
          })),
          page,
          page_count: Math.max(1, Math.ceil(found.total / STOCK_PAGE_SIZE)),
          total: found.total,
        },
      }
    },
  )

  saveStockRoutes(app)
}
