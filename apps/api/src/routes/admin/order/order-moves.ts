import type { FastifyInstance } from 'fastify'
import { HttpError } from '../../../lib/http-errors'
import { MAIL_WORDS } from '../../../i18n/words'
import type { StaffSession } from '../../../lib/auth/staff-session.repository'
import { askCourierForWaybill, storeWaybillAsStaff } from '../../../orders/fulfil/book-waybill'
import { packAsStaff } from '../../../orders/fulfil/pack-order'
import type { WaybillOrder } from '../../../orders/fulfil/waybill-orders.repository'
import { LostRace, actOnce, refuseUnlessAllowed } from './order-access'

/**
 * Packing and the waybill as one order's page and the board's bulk actions
 * both make them: each refuses with its reason (an HttpError), and each is a
 * conditional move that only one of two staff wins.
 */
export async function packOrder(
  app: FastifyInstance,
  staff: StaffSession,
  row: WaybillOrder,
  now: Date,
) {
  refuseUnlessAllowed('pack', row)
  await actOnce(app, 'pack', row, () =>
    app.db.transaction(async (tx) => {
      if (!(await packAsStaff(tx, staff, row.order, now))) throw new LostRace()
    }),
  )
}

/** Stores a waybill booked with the courier or in its portal (PAID -> PROCESSED). */
export async function storeWaybill(
  app: FastifyInstance,
  staff: StaffSession,
  row: WaybillOrder,
  move: { action: 'book-waybill' | 'set-waybill'; noResi: string; now: Date },
) {
  refuseUnlessAllowed(move.action, row)
  await actOnce(app, move.action, row, () =>
    app.db.transaction(async (tx) => {
      if (!(await storeWaybillAsStaff(tx, staff, row.order, move))) throw new LostRace()
    }),
  )
}

/** Books the waybill with the courier; its refusal is a 409 in the courier's words. */
export async function bookWaybill(
  app: FastifyInstance,
  staff: StaffSession,
  row: WaybillOrder,
  now: Date,
): Promise<string> {
  refuseUnlessAllowed('book-waybill', row)
  const answer = await askCourierForWaybill(app, app.courier, row, now)
  if ('refusal' in answer)
    throw new HttpError(409, (l) =>
      MAIL_WORDS[l].order_page_courier_refused({ refusal: answer.refusal }),
    )
  await storeWaybill(app, staff, row, { action: 'book-waybill', noResi: answer.noResi, now })
  return answer.noResi
}
