import { canMoveTrxStatus } from '@store/contract/order-status'
import type { TrxStatus } from '@store/contract/order-status'
import { NOTIFICATION_ANSWERS, PAYMENT_STATUS, trxStatusForPayment } from '@store/contract/payment'
import type { PaymentNotificationResponse, PaymentStatusCode } from '@store/contract/payment'
import { toWibText } from '@store/contract/format/wib-text'
import type { VerifiedNotification } from './verify'

export type NotificationAnswerKind = keyof typeof NOTIFICATION_ANSWERS

/** The JSON Faspay expects back; without '00' (or '14' for a repeat) it sends again. */
export function notificationAnswer(
  notification: Pick<VerifiedNotification, 'trx_id' | 'merchant_id' | 'bill_no'>,
  kind: NotificationAnswerKind,
  now: Date,
): PaymentNotificationResponse {
  return {
    response: 'Payment Notification',
    trx_id: notification.trx_id,
    merchant_id: notification.merchant_id,
    bill_no: notification.bill_no,
    ...NOTIFICATION_ANSWERS[kind],
    response_date: toWibText(now),
  }
}

const PAID_STATUSES: readonly TrxStatus[] = [
  'PAID',
  'PROCESSED',
  'SHIPPED',
  'READY_FOR_PICKUP',
  'COMPLETED',
]

export interface PaymentOutcome {
  answer: NotificationAnswerKind
  /** The status to move the order to, or null to leave it as it is. */
  nextStatus: TrxStatus | null
  /**
   * A person must look at the order: money arrived for one that had already
   * expired or been cancelled (refund or revive it), or a payment was
   * reversed after the order moved past PAID (decision 050).
   */
  needsAttention: boolean
}

/**
 * What a verified notification does to an order in `current` status. A
 * repeated success answers 'already paid' and changes nothing; anything else
 * moves the order only along TRX_STATUS_TRANSITIONS.
 */
export function paymentOutcome(current: TrxStatus, code: PaymentStatusCode): PaymentOutcome {
  if (code === PAYMENT_STATUS.SUCCESS && PAID_STATUSES.includes(current)) {
    return { answer: 'alreadyPaid', nextStatus: null, needsAttention: false }
  }
  const target = trxStatusForPayment(code)
  // A payment moves an order only until the shop starts on it; staff cancel later (decision 078).
  const payable = current === 'WAITING_PAYMENT' || current === 'PAID'
  const nextStatus = target && payable && canMoveTrxStatus(current, target) ? target : null
  const lateReversal = code === PAYMENT_STATUS.REVERSAL && PAID_STATUSES.includes(current)
  const needsAttention = nextStatus === null && (code === PAYMENT_STATUS.SUCCESS || lateReversal)
  return { answer: 'accepted', nextStatus, needsAttention }
}
