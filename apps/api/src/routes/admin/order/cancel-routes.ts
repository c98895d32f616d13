import type { FastifyInstance } from 'fastify'
import { cancelPaidOrder } from '@store/contract/admin/order-actions'
import { changeCatalogue } from '../../../lib/catalogue-change'
import { registerCall } from '../../../lib/register-call'
import { requireStaff } from '../../../plugins/auth'
import { cancelAsStaff } from '../../../orders/close/cancel-order'
import { LostRace, actOnce, answerWith, orderForStaff, refuseUnlessAllowed } from './order-access'

/**
 * Cancelling a paid order (PAID -> CANCELLED): its stock goes back through
 * the one stock path, so the shop's cached answers drop; its promo use is
 * released; the amount paid is recorded as owed (no refund API is wired);
 * the buyer hears of it through the CANCELLED event. All in one transaction,
 * conditional on the order still being PAID: a second cancel, or a hand-over
 * that won, leaves nothing done twice.
 */
export function cancelOrderRoutes(app: FastifyInstance) {
  registerCall(app, cancelPaidOrder, async ({ ref, reason }, request) => {
    const staff = requireStaff(request)
    const row = await orderForStaff(app, staff, ref)
    refuseUnlessAllowed('cancel', row)
    const { order } = row
    const now = app.clock.now()
    await actOnce(app, 'cancel', row, () =>
      changeCatalogue(app, async (writer) => {
        if (!(await cancelAsStaff(writer, order, { staff, reason, now }))) throw new LostRace()
      }),
    )
    await app.orderEvents.dispatch()
    return answerWith(
      app,
      order.trxRef,
      `Order ${order.trxRef} is cancelled; its stock is back and the refund is recorded as owed.`,
    )
  })
}
