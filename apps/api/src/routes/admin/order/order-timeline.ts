import type { TimelineEntry } from '@store/contract/admin/order-detail'
import type { OrderEventKind } from '@store/contract/order-status'
import type { OrderTracking } from '@store/contract/orders'
import { parseWibText, toWibText } from '@store/contract/format/wib-text'
import type { OrderRow } from '../../../orders/order.repository'

type Moment = Omit<TimelineEntry, 'at'> & { at: Date }

const EVENT_WORDS: Record<OrderEventKind, string> = {
  PLACED: 'order confirmation',
  PAID: 'payment received',
  SHIPPED: 'on its way',
  READY_FOR_PICKUP: 'ready for pick-up',
  COMPLETED: 'delivered or collected',
  EXPIRED: 'expired',
  CANCELLED: 'cancelled',
}

const STAFF_WORDS: Record<string, string> = {
  'order.pack': 'Marked packed',
  'order.book-waybill': 'Booked the waybill',
  'order.set-waybill': 'Entered the waybill',
  'order.cancel': 'Cancelled the order',
  'order.note': 'Added a note',
  'order.hand-over': 'Handed the order over',
}

/** The order's own step each staff action stands for. */
const STAFF_STEPS: Record<string, string[]> = {
  'order.pack': ['Packed'],
  'order.book-waybill': ['Waybill booked'],
  'order.set-waybill': ['Waybill booked'],
  'order.cancel': ['Cancelled'],
  'order.hand-over': ['Handed over'],
}

/** The part of an audit line a person reads: the waybill, or the reason. */
function staffDetail(after: unknown): string | null {
  if (!after || typeof after !== 'object') return null
  const { no_resi, reason } = after as { no_resi?: unknown; reason?: unknown }
  if (typeof no_resi === 'string') return `Waybill ${no_resi}.`
  if (typeof reason === 'string') return `Reason: ${reason}`
  return null
}

function orderSteps(order: OrderRow): Moment[] {
  const pickup = order.shippingType === 'PICKUP_ON_STORE'
  const step = (at: Date | null, title: string, detail: string | null = null): Moment[] =>
    at ? [{ at, kind: 'step', title, detail, actor: null }] : []
  return [
    ...step(order.createdAt, 'Order placed'),
    ...step(order.paidAt, 'Paid', order.paymentChannel),
    ...step(order.bookedAt, 'Waybill booked', order.noResi && `Waybill ${order.noResi}.`),
    ...step(order.packedAt, 'Packed'),
    ...step(order.shippedAt, 'Shipped'),
    ...step(order.readyAt, 'Ready for pick-up'),
    ...step(order.completedAt, pickup ? 'Handed over' : 'Delivered'),
    ...step(
      order.closedAt,
      order.status === 'EXPIRED' ? 'Expired unpaid' : 'Cancelled',
      order.cancelReason && `Reason: ${order.cancelReason}`,
    ),
  ]
}

function trackingSteps(tracking: OrderTracking | null): Moment[] {
  return (tracking?.track_history ?? []).flatMap((entry) => {
    const at = parseWibText(entry.date_time)
    const detail =
      entry.city ?? (entry.receiver_name ? `Received by ${entry.receiver_name}.` : null)
    return at
      ? [{ at, kind: 'tracking' as const, title: `Courier: ${entry.status}`, detail, actor: null }]
      : []
  })
}

/**
 * The whole life of an order, oldest first: its own timestamps, what its
 * buyer was told and when, the courier's steps, and what staff did.
 */
export function orderTimeline(
  order: OrderRow,
  events: readonly { kind: OrderEventKind; createdAt: Date; sentAt: Date | null }[],
  audit: readonly { actor: string; action: string; after: unknown; createdAt: Date }[],
): TimelineEntry[] {
  const mails = events.map((event): Moment => ({
    at: event.sentAt ?? event.createdAt,
    kind: 'mail',
    title: `${event.sentAt ? 'Buyer told' : 'Buyer to be told'}: ${EVENT_WORDS[event.kind]}`,
    detail: event.sentAt ? null : 'Waiting to be sent.',
    actor: null,
  }))
  const staff = audit.map((line): Moment => ({
    at: line.createdAt,
    kind: 'staff',
    title: STAFF_WORDS[line.action] ?? line.action,
    detail: staffDetail(line.after),
    actor: line.actor,
  }))
  // A step staff took is told once, by their audit line, which names them.
  const byStaff = new Set(audit.flatMap((line) => STAFF_STEPS[line.action] ?? []))
  const steps = orderSteps(order).filter((step) => !byStaff.has(step.title))
  return [...steps, ...mails, ...trackingSteps(order.tracking), ...staff]
    .map((moment, index) => ({ moment, index }))
    .sort((a, b) => a.moment.at.getTime() - b.moment.at.getTime() || a.index - b.index)
    .map(({ moment }) => ({ ...moment, at: toWibText(moment.at) }))
}
