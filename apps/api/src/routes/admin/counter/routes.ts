import type { FastifyInstance } from 'fastify'
import {
  COUNTER_MESSAGES,
  handOverCounterOrder,
  lookUpCounterOrder,
} from '@store/contract/admin/counter'
import type { CounterOrder } from '@store/contract/admin/counter'
import { HttpError } from '../../../lib/http-errors'
import { toWibText } from '@store/contract/format/wib-text'
import { registerCall } from '../../../lib/register-call'
import { requireStaff } from '../../../plugins/auth'
import { handOverAsStaff } from '../../../orders/fulfil/hand-over'
import { listCounterLines } from './counter.repository'
import type { PickupCandidate } from './counter.repository'
import { COUNTER_SAID } from './counter-said'
import { findPickup } from './find-pickup'

/**
 * The showroom counter (decision 050): find a pick-up by its QR or typed
 * code, then hand it over. The hand-over is the conditional move
 * READY_FOR_PICKUP -> COMPLETED, so of two taps at once one wins and the
 * other is told the order is already collected.
 */
export function counterRoutes(app: FastifyInstance) {
  async function summary(
    { order, showroomName }: PickupCandidate,
    status = order.status,
  ): Promise<CounterOrder> {
    return {
      trx_ref: order.trxRef,
      status,
      buyer_name: order.buyerName,
      collector_name: order.recipientName ?? order.buyerName,
      collector_phone: order.recipientPhone,
      showroom_name: showroomName,
      paid_at: order.paidAt ? toWibText(order.paidAt) : null,
      lines: await listCounterLines(app.db, order.id),
    }
  }

  registerCall(app, lookUpCounterOrder, async ({ code }, request) => {
    const found = await findPickup(app.db, requireStaff(request), code)
    return { data: await summary(found) }
  })

  registerCall(app, handOverCounterOrder, async ({ code }, request) => {
    const staff = requireStaff(request)
    const found = await findPickup(app.db, staff, code)
    const { id, trxRef } = found.order
    const handed = await app.db.transaction((tx) =>
      handOverAsStaff(tx, staff, { id, trxRef }, app.clock.now()),
    )
    if (!handed) throw new HttpError(409, COUNTER_SAID.collected(trxRef, null))
    await app.orderEvents.dispatch()
    return {
      data: await summary(found, 'COMPLETED'),
      message: COUNTER_MESSAGES.handedOver(
        trxRef,
        found.order.recipientName ?? found.order.buyerName,
      ),
    }
  })
}
