import type { FastifyInstance } from 'fastify'
import {
  BULK_ORDER_MESSAGES,
  bulkOrderAction,
  getOrdersToPrint,
} from '@store/contract/admin/order-bulk'
import type { BulkOrderAction, BulkOrderOutcome } from '@store/contract/admin/order-bulk'
import { HttpError } from '../../../lib/http-errors'
import type { StaffSession } from '../../../lib/auth/staff-session.repository'
import { languageOf } from '../../../lib/request-language'
import type { Locale } from '@store/contract/locale'
import { registerCall } from '../../../lib/register-call'
import { requireStaff } from '../../../plugins/auth'
import { orderForStaff } from './order-access'
import { loadOrderDetail } from './order-detail'
import { bookWaybill, packOrder } from './order-moves'

/** One order of the batch, moved as its own page moves it; a refusal is its answer, not the batch's. */
async function actOn(
  app: FastifyInstance,
  staff: StaffSession,
  ref: string,
  action: BulkOrderAction,
  language: Locale,
): Promise<BulkOrderOutcome> {
  try {
    const row = await orderForStaff(app, staff, ref)
    const already = action === 'pack' ? row.order.packedAt !== null : row.order.noResi !== null
    if (already && row.order.shippingType === 'ONLINE_DELIVERY') return { ref, outcome: 'already' }
    const now = app.clock.now()
    if (action === 'pack') await packOrder(app, staff, row, now)
    else await bookWaybill(app, staff, row, now)
    return { ref, outcome: 'done' }
  } catch (error) {
    if (!(error instanceof HttpError)) throw error
    return { ref, outcome: 'refused', reason: error.messageIn(language) }
  }
}

/**
 * The board's bulk actions (issue 32): each order is its own conditional
 * move, one after another, so one refusal or one courier's answer never
 * undoes another order's; a print run reads its orders in one call.
 */
export function orderBulkRoutes(app: FastifyInstance) {
  registerCall(app, bulkOrderAction, async ({ refs, action }, request) => {
    const staff = requireStaff(request)
    const language = languageOf(request.headers['accept-language'])
    const results: BulkOrderOutcome[] = []
    for (const ref of refs) results.push(await actOn(app, staff, ref, action, language))
    const count = (outcome: BulkOrderOutcome['outcome']) =>
      results.filter((result) => result.outcome === outcome).length
    return {
      message: BULK_ORDER_MESSAGES.done({
        done: count('done'),
        already: count('already'),
        refused: count('refused'),
      }),
      results,
    }
  })

  registerCall(app, getOrdersToPrint, async ({ refs }, request) => {
    const staff = requireStaff(request)
    const language = languageOf(request.headers['accept-language'])
    const orders = []
    for (const ref of refs)
      orders.push(await loadOrderDetail(app.db, await orderForStaff(app, staff, ref), language))
    return { data: { orders } }
  })
}
