import type { FastifyBaseLogger } from 'fastify'
import { PAYMENT_STATUS } from '@store/contract/payment'
import type { PaymentStatusCode } from '@store/contract/payment'
import { CHECKOUT_MESSAGES } from '@store/contract/checkout-messages'
import { badRequest } from '../../lib/http-errors'
import type { CatalogueWriter } from '../../cache/catalogue-writes'
import { paymentOutcome } from '../../services/payment'
import type { PaymentOutcome } from '../../services/payment'
import { closeWaitingOrder } from '../close/close-order'
import { moveOrder } from '../order-moves.repository'
import { lockOrder } from '../order.repository'
import { newPickupCode } from '../place/order-numbers'
import { recordPaymentAttempt } from './payment.repository'
import type { PaymentRecord } from './payment.repository'
import { cancelReversedOrder } from '../close/cancel-order'
import { attentionFor } from './attention'
import { flagOrderForAttention } from './attention.repository'

/**
 * A notification dated before the attempt the order already records arrived out of order: a
 * pending report that overtakes the failure it led to must not show the order in process again.
 * Both dates are the provider's 'YYYY-MM-DD HH:mm:ss', which sort as text.
 */
const isStale = (kept: string | null, recorded: PaymentRecord) =>
  kept !== null && typeof recorded.paymentDate === 'string' && recorded.paymentDate < kept

export interface PaymentNotice {
  code: PaymentStatusCode
  /** What the notification says of the attempt, kept on the order. */
  recorded: PaymentRecord
  now: Date
}

/**
 * What a verified payment notification does to its order, in the writer's
 * transaction with the order locked, so two notifications decide one after
 * the other (decision 025): paid, a failed or pending attempt kept, the
 * waiting order closed, a paid one reversed (decision 050), or an order that
 * can no longer follow flagged for a person. Answers the provider's answer
 * and whether the order was paid now.
 */
export async function settlePayment(
  writer: CatalogueWriter,
  orderId: number,
  notice: PaymentNotice,
  log: FastifyBaseLogger,
): Promise<{ answer: PaymentOutcome['answer']; paid: boolean }> {
  const { code, recorded, now } = notice
  const order = await lockOrder(writer.tx, orderId)
  if (!order) throw badRequest(CHECKOUT_MESSAGES.orderNotFound)
  const outcome = paymentOutcome(order.status, code)
  const reversal = code === PAYMENT_STATUS.REVERSAL
  if (outcome.needsAttention) {
    log.warn({ status: order.status, code }, 'order needs a person')
    const attention = attentionFor(order.status, reversal)
    await flagOrderForAttention(writer.tx, order.id, attention, now)
  }
  if (outcome.answer === 'alreadyPaid') return { answer: outcome.answer, paid: false }
  if (outcome.nextStatus === 'CANCELLED' && order.status === 'PAID') {
    await cancelReversedOrder(writer, order, now, recorded)
  } else if (outcome.nextStatus === 'CANCELLED' || outcome.nextStatus === 'EXPIRED') {
    await closeWaitingOrder(writer, order, outcome.nextStatus, now, recorded)
  } else if (outcome.nextStatus === 'PAID') {
    const pickupCode = order.shippingType === 'PICKUP_ON_STORE' ? newPickupCode() : null
    await moveOrder(writer.tx, order.id, order.status, 'PAID', {
      ...recorded,
      paidAt: now,
      pickupCode,
    })
  } else if (order.status === 'WAITING_PAYMENT' && !isStale(order.paymentDate, recorded)) {
    // A failed, pending or unknown attempt: the shopper may pay again while the order is held.
    await recordPaymentAttempt(writer.tx, order.id, recorded)
  }
  return { answer: outcome.answer, paid: outcome.nextStatus === 'PAID' }
}
