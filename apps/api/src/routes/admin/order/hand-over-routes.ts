import type { FastifyInstance } from 'fastify'
import { handOverOrder } from '@store/contract/admin/order-actions'
import { badRequest } from '../../../lib/http-errors'
import { registerCall } from '../../../lib/register-call'
import { MAIL_WORDS } from '../../../i18n/words'
import { requireStaff } from '../../../plugins/auth'
import { handOverAsStaff } from '../../../orders/fulfil/hand-over'
import { LostRace, actOnce, answerWith, orderForStaff, refuseUnlessAllowed } from './order-access'

/**
 * Handing a ready pick-up to its buyer (READY_FOR_PICKUP -> COMPLETED), from
 * the order page or the counter screen; a SHOWROOM account only at its own
 * showrooms. Refused with the reason for an unpaid order, one not ready, or
 * one already collected.
 */
export function handOverRoutes(app: FastifyInstance) {
  registerCall(app, handOverOrder, async ({ ref, pickup_code }, request) => {
    const staff = requireStaff(request)
    const row = await orderForStaff(app, staff, ref)
    const { order } = row
    refuseUnlessAllowed('hand-over', row)
    if (pickup_code !== undefined && pickup_code.toUpperCase() !== order.pickupCode?.toUpperCase())
      throw badRequest((l) => MAIL_WORDS[l].order_page_not_pickup_code({ ref: order.trxRef }))
    const now = app.clock.now()
    await actOnce(app, 'hand-over', row, () =>
      app.db.transaction(async (tx) => {
        if (!(await handOverAsStaff(tx, staff, order, now))) throw new LostRace()
      }),
    )
    await app.orderEvents.dispatch()
    return answerWith(app, request, order.trxRef, (l) =>
      MAIL_WORDS[l].order_page_handed_over({ ref: order.trxRef }),
    )
  })
}
