import type { FastifyInstance } from 'fastify'
import { checkStockLocation, getShowroomRegions } from '@store/contract/showrooms'
import { MESSAGES } from '@store/contract/messages'
import { badRequest } from '../../lib/http-errors'
import { registerCall } from '../../lib/register-call'
import {
  activeProductExists,
  findActiveProductSize,
  findStockLocations,
  listRegionsWithShowrooms,
} from './showroom.repository'

export function storeRoutes(app: FastifyInstance) {
  registerCall(app, checkStockLocation, async ({ product_detail_id, size, qty }) => {
    if (!(await activeProductExists(app.db, product_detail_id)))
      throw badRequest(MESSAGES.itemNotValid)
    const productSize = await findActiveProductSize(app.db, product_detail_id, size)
    if (!productSize) throw badRequest(MESSAGES.chooseSize)
    return findStockLocations(app.db, productSize.id, qty)
  })

  registerCall(
    app,
    getShowroomRegions,
    async () => ({
      data: { showroom_region_list: await listRegionsWithShowrooms(app.db) },
    }),
    { cache: 'catalogue' },
  )
}
