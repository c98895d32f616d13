import type { TimelineEntry } from '@store/contract/admin/order-detail'
import type { OrderEventKind } from '@store/contract/order-status'
import type { OrderTracking } from '@store/contract/orders'
import { courierStatusName } from '@store/contract/format/courier-status'
import { parseWibText, toWibText } from '@store/contract/format/wib-text'
import type { OrderRow } from '../../../orders/order.repository'
import type { Locale } from '@store/contract/locale'
import { MAIL_WORDS } from '../../../i18n/words'
import { formatRupiah } from '@store/contract/format/money'

type Moment = Omit<TimelineEntry, 'at'> & { at: Date }
type Words = (typeof MAIL_WORDS)[Locale]

/** What the buyer was told, as the timeline names it. */
const toldOf = (words: Words): Record<OrderEventKind, string> => ({
  PLACED: words.timeline_told_placed(),
  PAID: words.timeline_told_paid(),
  SHIPPED: words.timeline_told_shipped(),
  READY_FOR_PICKUP: words.timeline_told_ready(),
  COMPLETED: words.timeline_told_completed(),
  EXPIRED: words.timeline_told_expired(),
  CANCELLED: words.timeline_told_cancelled(),
  LINES_CANCELLED: words.timeline_told_lines_cancelled(),
  RETURN_UPDATED: words.timeline_told_return(),
})

const staffWordsOf = (words: Words): Record<string, string> => ({
  'order.pack': words.timeline_staff_pack(),
  'order.book-waybill': words.timeline_staff_book_waybill(),
  'order.set-waybill': words.timeline_staff_set_waybill(),
  'order.cancel': words.timeline_staff_cancel(),
  'order.cancel-lines': words.timeline_staff_cancel_lines(),
  'order.note': words.timeline_staff_note(),
  'order.hand-over': words.timeline_staff_hand_over(),
})

type Step = 'packed' | 'waybill' | 'cancelled' | 'handed-over'

/** The order's own step each staff action stands for. */
const STAFF_STEPS: Record<string, Step> = {
  'order.pack': 'packed',
  'order.book-waybill': 'waybill',
  'order.set-waybill': 'waybill',
  'order.cancel': 'cancelled',
  'order.hand-over': 'handed-over',
}

/** The part of an audit line a person reads: the waybill, or the reason and the refund owed. */
function staffDetail(after: unknown, words: Words, locale: Locale): string | null {
  if (!after || typeof after !== 'object') return null
  const { no_resi, reason, refund_owed } = after as Record<string, unknown>
  if (typeof no_resi === 'string') return words.timeline_waybill({ no_resi })
  if (typeof reason !== 'string') return null
  const said = words.timeline_reason({ reason })
  if (typeof refund_owed !== 'number') return said
  return `${said} · ${words.timeline_refund_owed({ amount: formatRupiah(refund_owed, locale) })}`
}

function orderSteps(order: OrderRow, words: Words): (Moment & { step?: Step })[] {
  const pickup = order.shippingType === 'PICKUP_ON_STORE'
  const at = (when: Date | null, title: string, detail: string | null = null, step?: Step) =>
    when ? [{ at: when, kind: 'step' as const, title, detail, actor: null, step }] : []
  const closed =
    order.status === 'EXPIRED' ? words.timeline_expired_unpaid() : words.timeline_cancelled()
  return [
    ...at(order.createdAt, words.timeline_order_placed()),
    ...at(order.paidAt, words.timeline_paid(), order.paymentChannel),
    ...at(
      order.bookedAt,
      words.timeline_waybill_booked(),
      order.noResi && words.timeline_waybill({ no_resi: order.noResi }),
      'waybill',
    ),
    ...at(order.packedAt, words.timeline_packed(), null, 'packed'),
    ...at(order.shippedAt, words.timeline_shipped()),
    ...at(order.readyAt, words.timeline_ready()),
    ...(pickup
      ? at(order.completedAt, words.timeline_handed_over(), null, 'handed-over')
      : at(order.completedAt, words.timeline_delivered())),
    ...at(
      order.closedAt,
      closed,
      order.cancelReason && words.timeline_reason({ reason: order.cancelReason }),
      order.status === 'EXPIRED' ? undefined : 'cancelled',
    ),
  ]
}

function trackingSteps(tracking: OrderTracking | null, language: Locale): Moment[] {
  const words = MAIL_WORDS[language]
  return (tracking?.track_history ?? []).flatMap((entry) => {
    const at = parseWibText(entry.date_time)
    const detail =
      entry.city ??
      (entry.receiver_name ? words.timeline_received_by({ name: entry.receiver_name }) : null)
    const title = words.timeline_courier({ status: courierStatusName(entry.status, language) })
    return at ? [{ at, kind: 'tracking' as const, title, detail, actor: null }] : []
  })
}

/**
 * The whole life of an order, oldest first: its own timestamps, what its
 * buyer was told and when, the courier's steps, and what staff did, in the
 * staff member's language.
 */
export function orderTimeline(
  order: OrderRow,
  events: readonly { kind: OrderEventKind; createdAt: Date; sentAt: Date | null }[],
  audit: readonly { actor: string; action: string; after: unknown; createdAt: Date }[],
  language: Locale = 'en',
): TimelineEntry[] {
  const words = MAIL_WORDS[language]
  const told = toldOf(words)
  const mails = events.map((event): Moment => ({
    at: event.sentAt ?? event.createdAt,
    kind: 'mail',
    title: event.sentAt
      ? words.timeline_buyer_told({ event: told[event.kind] })
      : words.timeline_buyer_to_be_told({ event: told[event.kind] }),
    detail: event.sentAt ? null : words.timeline_waiting_to_be_sent(),
    actor: null,
  }))
  const staffWords = staffWordsOf(words)
  const staff = audit.map((line): Moment => ({
    at: line.createdAt,
    kind: 'staff',
    title: staffWords[line.action] ?? line.action,
    detail: staffDetail(line.after, words, language),
    actor: line.actor,
  }))
  // A step staff took is told once, by their audit line, which names them.
  const byStaff = new Set(audit.flatMap((line) => STAFF_STEPS[line.action] ?? []))
  const steps = orderSteps(order, words)
    .filter(({ step }) => !step || !byStaff.has(step))
    .map(({ step: _step, ...moment }) => moment)
  return [...steps, ...mails, ...trackingSteps(order.tracking, language), ...staff]
    .map((moment, index) => ({ moment, index }))
    .sort((a, b) => a.moment.at.getTime() - b.moment.at.getTime() || a.index - b.index)
    .map(({ moment }) => ({ ...moment, at: toWibText(moment.at) }))
}
