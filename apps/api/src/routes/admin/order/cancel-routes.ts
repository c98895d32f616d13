import type { FastifyInstance } from 'fastify'
import { cancelPaidOrder } from '@store/contract/admin/order-actions'
import { registerCall } from '../../../lib/register-call'
import { MAIL_WORDS } from '../../../i18n/words'
import { requireStaff } from '../../../plugins/auth'
import { cancelAsStaff } from '../../../orders/close/cancel-order'
import { LostRace, actOnce, answerWith, orderForStaff, refuseUnlessAllowed } from './order-access'

/**
 * Cancelling a paid order (PAID -> CANCELLED): its stock goes back through
 * the one stock path, which drops the cached answers of those products and
 * of stock, as a checkout's or an expiry's stock does; nothing a list counts
 * changes, so the catalogue's statistics are not rebuilt. Its promo use is
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
      app.catalogueWrites.transaction(async (writer) => {
        if (!(await cancelAsStaff(writer, order, { staff, reason, now }))) throw new LostRace()
      }),
    )
    await app.orderEvents.dispatch()
    return answerWith(app, request, order.trxRef, (l) =>
      MAIL_WORDS[l].order_page_cancelled({ ref: order.trxRef }),
    )
  })
}
