import { z } from 'zod'

/**
 * Sales transaction statuses (the spec leaves the list out). An order waits
 * 1x24 hours for payment (spec section 4), then expires.
 */
export const TRX_STATUSES = [
  'WAITING_PAYMENT',
  'PAID',
  'PROCESSED',
  'SHIPPED',
  'READY_FOR_PICKUP',
  'COMPLETED',
  'CANCELLED',
  'EXPIRED',
] as const
export const TrxStatusSchema = z.enum(TRX_STATUSES)
export type TrxStatus = z.infer<typeof TrxStatusSchema>

/**
 * The moves an order may make. SHIPPED is for ONLINE_DELIVERY and
 * READY_FOR_PICKUP for PICKUP_ON_STORE; a paid order can be cancelled until
 * the parcel leaves (decision 078): before the courier picks it up, or
 * before a pick-up is handed over.
 */
export const TRX_STATUS_TRANSITIONS: Record<TrxStatus, readonly TrxStatus[]> = {
  WAITING_PAYMENT: ['PAID', 'CANCELLED', 'EXPIRED'],
  PAID: ['PROCESSED', 'CANCELLED'],
  PROCESSED: ['SHIPPED', 'READY_FOR_PICKUP', 'CANCELLED'],
  SHIPPED: ['COMPLETED'],
  READY_FOR_PICKUP: ['COMPLETED', 'CANCELLED'],
  COMPLETED: [],
  CANCELLED: [],
  EXPIRED: [],
}

/**
 * What an order tells its buyer about (docs/decisions/029): being placed,
 * and each status a shopper cares about. PROCESSED is the shop's own step
 * and sends nothing; COMPLETED is 'delivered' or 'collected' by shipping type.
 */
export const ORDER_EVENT_KINDS = [
  'PLACED',
  'PAID',
  'SHIPPED',
  'READY_FOR_PICKUP',
  'COMPLETED',
  'EXPIRED',
  'CANCELLED',
  /** Staff cancelled some units and the rest goes ahead (decision 078); told each time. */
  'LINES_CANCELLED',
  /** A return or exchange of the order moved (decision 086); told each time. */
  'RETURN_UPDATED',
] as const
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number]

/** The event a move into `status` sends, if any. */
export function orderEventFor(status: TrxStatus): OrderEventKind | null {
  return status === 'WAITING_PAYMENT' || status === 'PROCESSED' ? null : status
}

export function canMoveTrxStatus(from: TrxStatus, to: TrxStatus): boolean {
  return TRX_STATUS_TRANSITIONS[from].includes(to)
}

/**
 * Orders whose lines can be reviewed: the goods are in the shopper's hands.
 * A delivered courier order and a collected pickup both become COMPLETED
 * (docs/decisions/030).
 */
export const REVIEWABLE_TRX_STATUSES: readonly TrxStatus[] = ['COMPLETED']

/** Orders whose payment was received, whatever happened after (the payment return's thank-you). */
export const PAID_TRX_STATUSES: readonly TrxStatus[] = [
  'PAID',
  'PROCESSED',
  'SHIPPED',
  'READY_FOR_PICKUP',
  'COMPLETED',
]
