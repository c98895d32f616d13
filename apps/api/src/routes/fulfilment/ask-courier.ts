import type { FastifyInstance } from 'fastify'
import { CourierError } from '../../services/courier'
import type { CourierService } from '../../services/courier'
import { recordBookingError } from '../../jobs/advance-orders.repository'
import { orderLog } from '../../lib/order-log'
import { waybillRequestOf } from './waybill-orders.repository'
import type { WaybillOrder } from './waybill-orders.repository'

export type WaybillAnswer = { noResi: string } | { refusal: string }

/**
 * Asks the courier for the waybill of a paid online order, outside any
 * transaction (decision 029). Asking twice is harmless: the courier answers
 * one waybill per order reference (decision 020). A refusal is kept on the
 * order for staff and answered; any other failure is thrown.
 */
export async function askCourierForWaybill(
  app: FastifyInstance,
  courier: CourierService,
  row: WaybillOrder,
  now: Date,
): Promise<WaybillAnswer> {
  try {
    return { noResi: await courier.bookWaybill(waybillRequestOf(row, now)) }
  } catch (error) {
    if (!(error instanceof CourierError)) throw error
    orderLog(app.log, row.order.trxRef).warn(
      { kind: error.kind },
      `waybill not booked: ${error.message}`,
    )
    await recordBookingError(app.db, row.order.id, error.message)
    return { refusal: error.message }
  }
}
