import { z } from 'zod'
import { SHIPPING_TYPES } from '../checkout-trx'
import { DateTimeSchema, RupiahSchema, idParam, textParam } from '../common'
import { TRX_STATUSES } from '../order-status'
import { defineStaffCall } from './call'
import { ANY_STAFF } from './staff-roles'

export const ORDERS_BOARD_PAGE_SIZE = 50

/**
 * The board's groups: every order is in exactly one, so the counts add up to
 * the orders matching the other filters. Courier orders are packed while PAID
 * or PROCESSED (the waybill may be booked first); pick-ups are prepared then.
 */
export const ORDER_GROUPS = [
  'to_pack',
  'packed',
  'pickup_to_prepare',
  'ready_for_pickup',
  'waiting_payment',
  'shipped',
  'completed',
  'closed',
] as const
export type OrderGroup = (typeof ORDER_GROUPS)[number]

/**
 * Groups that only grow with the shop's history: counted only when the board
 * is narrowed to a first day or a search (docs/decisions/052).
 */
export const HISTORY_GROUPS: readonly OrderGroup[] = ['completed', 'closed']

export const ORDER_GROUP_LABELS: Record<OrderGroup, string> = {
  to_pack: 'To pack',
  packed: 'Packed, awaiting courier',
  pickup_to_prepare: 'Pick-up to prepare',
  ready_for_pickup: 'Ready for pick-up',
  waiting_payment: 'Waiting for payment',
  shipped: 'Shipped',
  completed: 'Completed',
  closed: 'Cancelled or expired',
}

/** Paid: the payment arrived (a later cancel is a refund owed). Failed: closed unpaid. */
export const PAYMENT_STATES = ['waiting', 'paid', 'failed'] as const
export type PaymentState = (typeof PAYMENT_STATES)[number]
export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  waiting: 'Waiting',
  paid: 'Paid',
  failed: 'Failed or expired',
}

const dayParam = (label: string) =>
  z
    .string({ error: `${label} must be a date such as 2026-11-26.` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date such as 2026-11-26.`)
    .optional()

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message }).optional()

/** What narrows the board; the counts take all of it but the status and the group. */
export const OrdersBoardFilterSchema = z.object({
  status: choice(TRX_STATUSES, 'Please choose one of the order statuses.'),
  group: choice(ORDER_GROUPS, 'Please choose one of the order groups.'),
  type: choice(SHIPPING_TYPES, 'The type must be courier or pick-up.'),
  showroom_id: idParam('The showroom id').optional(),
  /** Days in Asia/Jakarta, both included. */
  from: dayParam('The first day'),
  to: dayParam('The last day'),
  payment: choice(PAYMENT_STATES, 'The payment state must be waiting, paid or failed.'),
  /** A reference (or its first 8 characters), order number, waybill, pick-up code, e-mail or phone. */
  q: textParam('The search', 100).optional(),
  /** Only the orders flagged for a person (a payment reversal, money for a closed order). */
  attention: z.enum(['yes'], { error: 'The attention filter can only be "yes".' }).optional(),
})
export type OrdersBoardFilter = z.output<typeof OrdersBoardFilterSchema>

export const OrdersBoardQuerySchema = OrdersBoardFilterSchema.extend({
  /** The next_cursor of the page before: the older orders follow it. */
  cursor: z
    .string({ error: 'The page cursor must be text.' })
    .regex(/^\d{1,17}\.\d{1,10}$/, 'The page cursor is not one this board gave; start again.')
    .optional(),
})
export type OrdersBoardQuery = z.input<typeof OrdersBoardQuerySchema>

export const BoardOrderSchema = z.object({
  trx_ref: z.string(),
  created_at: DateTimeSchema,
  buyer_name: z.string(),
  member: z.boolean(),
  shipping_type: z.enum(SHIPPING_TYPES),
  showroom_name: z.string(),
  /** 'SICEPAT REG' for a courier order; null for a pick-up. */
  courier: z.string().nullable(),
  status: z.enum(TRX_STATUSES),
  group: z.enum(ORDER_GROUPS),
  grand_total: RupiahSchema,
  payment_channel: z.string().nullable(),
  payment_state: z.enum(PAYMENT_STATES),
  no_resi: z.string().nullable(),
  /** The order waits for a person (docs/decisions/050). */
  attention: z.boolean(),
})
export type BoardOrder = z.infer<typeof BoardOrderSchema>

export const listBoardOrders = defineStaffCall({
  method: 'GET',
  path: 'orders-board',
  payload: OrdersBoardQuerySchema,
  response: z.object({
    data: z.object({
      orders: z.array(BoardOrderSchema),
      next_cursor: z.string().nullable(),
    }),
  }),
  roles: ANY_STAFF,
  summary: 'Orders newest first, filtered and searched; a SHOWROOM account sees its showrooms only',
})

export const getBoardCounts = defineStaffCall({
  method: 'GET',
  path: 'orders-board/counts',
  payload: OrdersBoardFilterSchema,
  response: z.object({
    data: z.object({
      /** null for a history group when neither a first day nor a search bounds it. */
      counts: z.array(z.object({ group: z.enum(ORDER_GROUPS), count: z.number().nullable() })),
      /** Every group's count added up, or null when a history group is not counted. */
      total: z.number().nullable(),
      /** Orders flagged for a person, whatever their group. */
      attention: z.number(),
      /** The showrooms this account may filter by. */
      showrooms: z.array(z.object({ id: z.number(), name: z.string() })),
    }),
  }),
  roles: ANY_STAFF,
  summary:
    'Orders per open group (and history groups within a first day or a search) for the same filters, and the showrooms',
})

export const ORDERS_CSV_COLUMNS = [
  'reference',
  'date_wib',
  'buyer_name',
  'buyer_email',
  'buyer',
  'type',
  'showroom',
  'courier',
  'waybill',
  'status',
  'grand_total_idr',
  'payment_channel',
  'payment_state',
] as const

/** The filtered list as CSV (text/csv, UTF-8 with a header), every matching order. */
export const exportBoardOrders = defineStaffCall({
  method: 'GET',
  path: 'orders-board/export',
  payload: OrdersBoardFilterSchema,
  response: z.string(),
  roles: ANY_STAFF,
  summary: 'The filtered orders as CSV, newest first',
})
