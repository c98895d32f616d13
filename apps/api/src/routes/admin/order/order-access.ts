import type { FastifyInstance, FastifyRequest } from 'fastify'
import { orderActionRefusal } from '@store/contract/admin/order-actions'
import type { OrderAction } from '@store/contract/admin/order-actions'
import { HttpError, notFound } from '../../../lib/http-errors'
import type { Said } from '../../../lib/http-errors'
import { languageOf } from '../../../lib/request-language'
import { MAIL_WORDS } from '../../../i18n/words'
import type { StaffSession } from '../../../lib/auth/staff-session.repository'
import type { WaybillOrder } from '../../../orders/fulfil/waybill-orders.repository'
import { findStaffOrder, loadOrderDetail } from './order-detail'

/** The order a staff account may see: a SHOWROOM account only its showrooms' orders. */
export async function orderForStaff(
  app: FastifyInstance,
  staff: StaffSession,
  ref: string,
): Promise<WaybillOrder> {
  const row = await findStaffOrder(app.db, ref)
  if (!row) throw notFound((l) => MAIL_WORDS[l].order_page_no_order({ ref }))
  if (staff.role === 'SHOWROOM' && !staff.showroomIds.includes(row.order.showroomId))
    throw new HttpError(403, (l) =>
      MAIL_WORDS[l].order_page_not_your_showroom({
        ref: row.order.trxRef,
        showroom: row.showroom.showroomName,
      }),
    )
  return row
}

const stateOf = (row: WaybillOrder) => ({
  trx_ref: row.order.trxRef,
  status: row.order.status,
  shipping_type: row.order.shippingType,
  no_resi: row.order.noResi,
  packed: row.order.packedAt !== null,
})

/** Refuses an action the order's status does not allow, with the reason (409). */
export function refuseUnlessAllowed(action: OrderAction, row: WaybillOrder): void {
  const refusal = orderActionRefusal(action, stateOf(row))
  if (refusal) throw new HttpError(409, refusal)
}

/** Thrown inside a transaction whose conditional write found the order changed. */
export class LostRace extends Error {}

/**
 * Runs an action's transaction; when another staff member's action won the
 * race, answers a 409 that says what the order has become.
 */
export async function actOnce<T>(
  app: FastifyInstance,
  action: OrderAction | null,
  row: WaybillOrder,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (!(error instanceof LostRace)) throw error
    const fresh = await findStaffOrder(app.db, row.order.trxRef)
    const refusal = fresh && action && orderActionRefusal(action, stateOf(fresh))
    throw new HttpError(409, (l) =>
      refusal
        ? MAIL_WORDS[l].order_page_someone_else({ refusal })
        : MAIL_WORDS[l].order_page_just_changed({ ref: row.order.trxRef }),
    )
  }
}

/** What every action answers: its message and the order as it now stands, in the call's language. */
export async function answerWith(
  app: FastifyInstance,
  request: FastifyRequest,
  ref: string,
  message: Said,
) {
  const language = languageOf(request.headers['accept-language'])
  const row = await findStaffOrder(app.db, ref)
  if (!row) throw notFound((l) => MAIL_WORDS[l].order_page_no_order({ ref }))
  return {
    data: { message: message(language), order: await loadOrderDetail(app.db, row, language) },
  }
}
