import type { FastifyInstance } from 'fastify'
import { orderActionRefusal } from '@store/contract/admin/order-actions'
import type { OrderAction } from '@store/contract/admin/order-actions'
import { HttpError, notFound } from '../../../lib/http-errors'
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
  if (!row) throw notFound(`There is no order ${ref}.`)
  if (staff.role === 'SHOWROOM' && !staff.showroomIds.includes(row.order.showroomId))
    throw new HttpError(
      403,
      `Order ${row.order.trxRef} belongs to ${row.showroom.showroomName}, which is not one of your showrooms.`,
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
    throw new HttpError(
      409,
      refusal
        ? `Someone else has just acted on this order. ${refusal}`
        : `Order ${row.order.trxRef} has just changed; look at it again.`,
    )
  }
}

/** What every action answers: its message and the order as it now stands. */
export async function answerWith(app: FastifyInstance, ref: string, message: string) {
  const row = await findStaffOrder(app.db, ref)
  if (!row) throw notFound(`There is no order ${ref}.`)
  return { data: { message, order: await loadOrderDetail(app.db, row) } }
}
