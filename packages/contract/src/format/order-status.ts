import type { TrxStatus } from '../order-status'

/**
 * What the shop's order pages, the back office, the mails and the operator
 * call each status. The one place these words live: Bahasa's arrive with the
 * message catalogue, which replaces this table.
 */
export const TRX_STATUS_LABELS: Record<TrxStatus, string> = {
  WAITING_PAYMENT: 'Waiting for Payment',
  PAID: 'Paid',
  PROCESSED: 'Processed',
  SHIPPED: 'Shipped',
  READY_FOR_PICKUP: 'Ready for Pick-up',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Expired',
}

/**
 * How a status is coloured, by what it asks of a reader: the buyer still has
 * to pay (attention), the shop has work to do (info), the goods are on their
 * way or waiting at a showroom (progress), done, cancelled with money to
 * settle (critical), or lapsed without payment (neutral). Each app paints a
 * tone in its own palette; which status has which tone is decided here only.
 */
export type StatusTone = 'attention' | 'info' | 'progress' | 'success' | 'critical' | 'neutral'

export const TRX_STATUS_TONES: Record<TrxStatus, StatusTone> = {
  WAITING_PAYMENT: 'attention',
  PAID: 'info',
  PROCESSED: 'info',
  SHIPPED: 'progress',
  READY_FOR_PICKUP: 'progress',
  COMPLETED: 'success',
  CANCELLED: 'critical',
  EXPIRED: 'neutral',
}
