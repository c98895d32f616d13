import { and, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { OrderGroup, PaymentState } from '@store/contract/admin/orders-board'
import type { ShippingType } from '@store/contract/checkout-trx'
import type { TrxStatus } from '@store/contract/order-status'
import { orders } from '@store/db/schema'
import type { SearchTerms } from './search-terms'

export interface BoardFilter {
  status?: TrxStatus | undefined
  group?: OrderGroup | undefined
  type?: ShippingType | undefined
  showroomId?: number | undefined
  /** A SHOWROOM account's showrooms: nothing outside them is read. */
  scope?: readonly number[] | undefined
  /** From this instant, included, to `until`, excluded. */
  since?: Date | undefined
  until?: Date | undefined
  payment?: PaymentState | undefined
  search?: SearchTerms | undefined
  /** Only orders flagged for a person. */
  attention?: boolean | undefined
}

const MOVING: TrxStatus[] = ['PAID', 'PROCESSED']
const CLOSED: TrxStatus[] = ['CANCELLED', 'EXPIRED']
/** The statuses an order leaves: few at any time, whatever the shop's history. */
export const OPEN_STATUSES: TrxStatus[] = [
  'WAITING_PAYMENT',
  'PAID',
  'PROCESSED',
  'READY_FOR_PICKUP',
  'SHIPPED',
]
export const HISTORY_STATUSES: TrxStatus[] = ['COMPLETED', ...CLOSED]

/** Each group as a condition; together they cover every order once. */
export function groupCondition(group: OrderGroup): SQL | undefined {
  const courier = eq(orders.shippingType, 'ONLINE_DELIVERY')
  switch (group) {
    case 'to_pack':
      return and(courier, inArray(orders.status, MOVING), isNull(orders.packedAt))
    case 'packed':
      return and(courier, inArray(orders.status, MOVING), isNotNull(orders.packedAt))
    case 'pickup_to_prepare':
      return and(eq(orders.shippingType, 'PICKUP_ON_STORE'), inArray(orders.status, MOVING))
    case 'ready_for_pickup':
      return eq(orders.status, 'READY_FOR_PICKUP')
    case 'waiting_payment':
      return eq(orders.status, 'WAITING_PAYMENT')
    case 'shipped':
      return eq(orders.status, 'SHIPPED')
    case 'completed':
      return eq(orders.status, 'COMPLETED')
    case 'closed':
      return inArray(orders.status, CLOSED)
  }
}

/** The group of a row, as the counts and the list read it. */
export const groupOfRow = sql<OrderGroup>`case
  when ${orders.status} in ('PAID', 'PROCESSED') then
    case when ${orders.shippingType} = 'PICKUP_ON_STORE' then 'pickup_to_prepare'
      when ${orders.packedAt} is null then 'to_pack' else 'packed' end
  when ${orders.status} = 'READY_FOR_PICKUP' then 'ready_for_pickup'
  when ${orders.status} = 'WAITING_PAYMENT' then 'waiting_payment'
  when ${orders.status} = 'SHIPPED' then 'shipped'
  when ${orders.status} = 'COMPLETED' then 'completed'
  else 'closed' end`

/** Paid once the payment arrived, even if the order was cancelled since (a refund is owed). */
export const paymentStateOfRow = sql<PaymentState>`case
  when ${orders.status} = 'WAITING_PAYMENT' then 'waiting'
  when ${orders.status} in ('CANCELLED', 'EXPIRED') and ${orders.paidAt} is null then 'failed'
  else 'paid' end`

function paymentCondition(state: PaymentState): SQL | undefined {
  if (state === 'waiting') return eq(orders.status, 'WAITING_PAYMENT')
  if (state === 'failed') return and(inArray(orders.status, CLOSED), isNull(orders.paidAt))
  return or(
    and(inArray(orders.status, CLOSED), isNotNull(orders.paidAt)),
    inArray(orders.status, ['PAID', 'PROCESSED', 'SHIPPED', 'READY_FOR_PICKUP', 'COMPLETED']),
  )
}

/**
 * The search as equalities and one bounded range, each on an index of
 * migration 0013 (or the unique references), joined by OR: the planner
 * answers it with a bitmap of index scans, whatever the number of orders.
 */
function searchCondition(terms: SearchTerms): SQL | undefined {
  return or(
    eq(orders.trxRef, terms.upper),
    eq(orders.trxNo, terms.upper),
    inArray(orders.noResi, [...new Set([terms.text, terms.upper])]),
    terms.refPrefix
      ? and(
          gte(orders.trxRef, `${terms.refPrefix}-`),
          lt(orders.trxRef, `${terms.refPrefix}-a`),
          sql`left(${orders.trxRef}, 9) = ${`${terms.refPrefix}-`}`,
        )
      : undefined,
    terms.pickupCode ? eq(orders.pickupCode, terms.pickupCode) : undefined,
    terms.email ? sql`lower(${orders.buyerEmail}) = ${terms.email}` : undefined,
    terms.phones.length > 0 ? inArray(orders.recipientPhone, terms.phones) : undefined,
  )
}

/** Completed and closed orders are counted only when a first day or a search bounds them. */
export const boundsHistory = (filter: BoardFilter) =>
  filter.since !== undefined || filter.search !== undefined

export function boardWhere(filter: BoardFilter): SQL | undefined {
  return and(
    filter.scope ? inArray(orders.showroomId, [...filter.scope]) : undefined,
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.group ? groupCondition(filter.group) : undefined,
    filter.type ? eq(orders.shippingType, filter.type) : undefined,
    filter.showroomId === undefined ? undefined : eq(orders.showroomId, filter.showroomId),
    filter.since ? gte(orders.createdAt, filter.since) : undefined,
    filter.until ? lt(orders.createdAt, filter.until) : undefined,
    filter.payment ? paymentCondition(filter.payment) : undefined,
    filter.search ? searchCondition(filter.search) : undefined,
    filter.attention ? isNotNull(orders.attention) : undefined,
  )
}
