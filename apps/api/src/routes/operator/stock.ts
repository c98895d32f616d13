import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { ErrorResponseSchema } from '@store/contract/common'
import { parseId } from '@store/contract/ids'
import { SetStockResponseSchema, SetStockSchema } from '@store/contract/operator-orders'
import { recordAudit } from '../../lib/audit.repository'
import { badRequest } from '../../lib/http-errors'
import {
  findProductAndSizeByCode,
  findProductAndSizeById,
  findShowroom,
  lockHeldStock,
} from './operator.repository'

const ERRORS = { 400: ErrorResponseSchema, 401: ErrorResponseSchema }

/**
 * Sets what a showroom holds of one size (a stock count). It goes through
 * catalogueWrites like every stock change, so cached answers are dropped on
 * every instance, and is audited as 'operator'.
 */
export function operatorStockRoutes(operator: FastifyInstance) {
  const app = operator.withTypeProvider<ZodTypeProvider>()
  const db = operator.db

  app.post(
    '/stock',
    {
      schema: {
        hide: true,
        body: SetStockSchema,
        response: { 200: SetStockResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { product, size, showroom_id: showroomId, qty } = request.body
      const asId = parseId(product)
      // An id names the product first; a code that happens to be all digits still works.
      const found =
        (asId === null ? null : await findProductAndSizeById(db, asId, size)) ??
        (await findProductAndSizeByCode(db, product, size))
      if (!found) throw badRequest(`There is no product ${product}.`)
      if (found.sizeId === null) throw badRequest(`${found.name} has no size ${size}.`)
      const showroom = await findShowroom(db, showroomId)
      if (!showroom) throw badRequest(`There is no showroom ${showroomId}.`)
      const productSizeId = found.sizeId
      const previous = await operator.catalogueWrites.transaction(async (writer) => {
        const held = await lockHeldStock(writer.tx, productSizeId, showroomId)
        await writer.setStock({ productSizeId, showroomId, qty })
        // The same line the back office's stock screen writes: every change, by any path.
        const cell = {
          product_size_id: productSizeId,
          showroom_id: showroomId,
          product_code: found.code,
          size,
          showroom: showroom.showroomName,
        }
        await recordAudit(writer.tx, 'operator', {
          action: 'stock.set',
          entity: 'stock',
          before: [{ ...cell, qty: held }],
          after: [{ ...cell, qty }],
        })
        return held
      })
      return {
        data: {
          product_detail_id: found.id,
          product_name: found.name,
          size_code: size,
          showroom_id: showroomId,
          showroom_name: showroom.showroomName,
          previous_qty: previous,
          qty,
        },
      }
    },
  )
}
