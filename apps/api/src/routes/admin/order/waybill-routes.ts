import type { FastifyInstance } from 'fastify'
import { bookOrderWaybill, setOrderWaybill } from '@store/contract/admin/order-actions'
import { registerCall } from '../../../lib/register-call'
import { MAIL_WORDS } from '../../../i18n/words'
import { requireStaff } from '../../../plugins/auth'
import { answerWith, orderForStaff } from './order-access'
import { bookWaybill, storeWaybill } from './order-moves'

/**
 * Booking the waybill with the courier, or entering one booked in the
 * courier's portal: the same PAID -> PROCESSED move the fulfilment job and
 * the operator's set-waybill make (docs/decisions/029).
 */
export function waybillRoutes(app: FastifyInstance) {
  registerCall(app, bookOrderWaybill, async ({ ref }, request) => {
    const staff = requireStaff(request)
    const row = await orderForStaff(app, staff, ref)
    const noResi = await bookWaybill(app, staff, row, app.clock.now())
    return answerWith(app, request, row.order.trxRef, (l) =>
      MAIL_WORDS[l].order_page_ships_with({ ref: row.order.trxRef, no_resi: noResi }),
    )
  })

  registerCall(app, setOrderWaybill, async ({ ref, no_resi }, request) => {
    const staff = requireStaff(request)
    const row = await orderForStaff(app, staff, ref)
    await storeWaybill(app, staff, row, {
      action: 'set-waybill',
      noResi: no_resi,
      now: app.clock.now(),
    })
    return answerWith(app, request, row.order.trxRef, (l) =>
      MAIL_WORDS[l].order_page_ships_with({ ref: row.order.trxRef, no_resi }),
    )
  })
}
