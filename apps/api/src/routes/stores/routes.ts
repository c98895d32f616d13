import type { FastifyInstance } from 'fastify'
import { checkStockLocation, getShowroomRegions } from '@store/contract/showrooms'
import { MESSAGES } from '@store/contract/messages'
import { badRequest } from '../../lib/http-errors'
import { registerCall } from '../../lib/register-call'
import { createShowroomRepository } from './showroom.repository'

export function storeRoutes(app: FastifyInstance) {
  const showroomRepo = createShowroomRepository(app.db)

  registerCall(app, checkStockLocation, async ({ product_detail_id, size, qty }) => {
    if (!(await showroomRepo.productExists(product_detail_id)))
      throw badRequest(MESSAGES.itemNotValid)
    const productSize = await showroomRepo.findProductSize(product_detail_id, size)
    if (!productSize) throw badRequest(MESSAGES.chooseSize)
    return showroomRepo.findStockLocations(productSize.id, qty)
  })

  registerCall(
    app,
    getShowroomRegions,
    async () => ({
      data: { showroom_region_list: await showroomRepo.listRegionsWithShowrooms() },
    }),
    { cache: 'catalogue' },
  )
}
