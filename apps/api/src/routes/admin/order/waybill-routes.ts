import type { FastifyInstance, FastifyRequest } from 'fastify'
import { bookOrderWaybill, setOrderWaybill } from '@store/contract/admin/order-actions'
import { HttpError } from '../../../lib/http-errors'
import { registerCall } from '../../../lib/register-call'
import { MAIL_WORDS } from '../../../i18n/words'
import { requireStaff } from '../../../plugins/auth'
import type { StaffSession } from '../../../lib/auth/staff-session.repository'
import { askCourierForWaybill, storeWaybillAsStaff } from '../../../orders/fulfil/book-waybill'
import type { WaybillOrder } from '../../../orders/fulfil/waybill-orders.repository'
import { LostRace, actOnce, answerWith, orderForStaff, refuseUnlessAllowed } from './order-access'

/**
 * Booking the waybill with the courier, or entering one booked in the
 * courier's portal: the same PAID -> PROCESSED move the fulfilment job and
 * the operator's set-waybill make (docs/decisions/029).
 */
export function waybillRoutes(app: FastifyInstance) {
  async function store(
    request: FastifyRequest,
    staff: StaffSession,
    row: WaybillOrder,
    action: 'book-waybill' | 'set-waybill',
    noResi: string,
    now: Date,
  ) {
    await actOnce(app, action, row, () =>
      app.db.transaction(async (tx) => {
        if (!(await storeWaybillAsStaff(tx, staff, row.order, { action, noResi, now })))
          throw new LostRace()
      }),
    )
    const ref = row.order.trxRef
    return answerWith(app, request, ref, (l) =>
      MAIL_WORDS[l].order_page_ships_with({ ref, no_resi: noResi }),
    )
  }

  registerCall(app, bookOrderWaybill, async ({ ref }, request) => {
    const staff = requireStaff(request)
    const row = await orderForStaff(app, staff, ref)
    refuseUnlessAllowed('book-waybill', row)
    const now = app.clock.now()
    const answer = await askCourierForWaybill(app, app.courier, row, now)
    if ('refusal' in answer)
      throw new HttpError(409, (l) =>
        MAIL_WORDS[l].order_page_courier_refused({ refusal: answer.refusal }),
      )
    return store(request, staff, row, 'book-waybill', answer.noResi, now)
  })

  registerCall(app, setOrderWaybill, async ({ ref, no_resi }, request) => {
    const staff = requireStaff(request)
    const row = await orderForStaff(app, staff, ref)
    refuseUnlessAllowed('set-waybill', row)
    return store(request, staff, row, 'set-waybill', no_resi, app.clock.now())
  })
}
