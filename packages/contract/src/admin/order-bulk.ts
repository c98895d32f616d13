import { z } from 'zod'
import { textParam } from '../common'
import { defineStaffCall } from './call'
import { OrderDetailSchema, OrderRefSchema } from './order-detail'
import { ANY_STAFF, CATALOGUE_ROLES } from './staff-roles'

/** A busy morning's parcels: a board page at its largest. */
export const MAX_BULK_ORDERS = 100

export const BULK_ORDER_MESSAGES = {
  refs: 'Select the orders: between 1 and 100 of them.',
  refTwice: 'Each order can be selected once.',
  action: 'Choose what to do with the selected orders: pack or book-waybill.',
  done: (counts: { done: number; already: number; refused: number }) =>
    `${counts.done} done, ${counts.already} already so, ${counts.refused} refused.`,
} as const

const unique = (refs: string[]) => new Set(refs).size === refs.length

export const BULK_ORDER_ACTIONS = ['pack', 'book-waybill'] as const
export type BulkOrderAction = (typeof BULK_ORDER_ACTIONS)[number]

export const BulkOrdersInputSchema = z.object({
  refs: z
    .array(OrderRefSchema, { error: BULK_ORDER_MESSAGES.refs })
    .min(1, BULK_ORDER_MESSAGES.refs)
    .max(MAX_BULK_ORDERS, BULK_ORDER_MESSAGES.refs)
    .refine(unique, BULK_ORDER_MESSAGES.refTwice),
  action: z.enum(BULK_ORDER_ACTIONS, { error: BULK_ORDER_MESSAGES.action }),
})
export type BulkOrdersInput = z.input<typeof BulkOrdersInputSchema>

export const BulkOrderOutcomeSchema = z.discriminatedUnion('outcome', [
  z.object({ ref: z.string(), outcome: z.enum(['done', 'already']) }),
  /** Refused with the sentence the single order's action would have answered. */
  z.object({ ref: z.string(), outcome: z.literal('refused'), reason: z.string() }),
])
export type BulkOrderOutcome = z.infer<typeof BulkOrderOutcomeSchema>

export const bulkOrderAction = defineStaffCall({
  method: 'POST',
  path: 'orders/bulk',
  payload: BulkOrdersInputSchema,
  response: z.object({ message: z.string(), results: z.array(BulkOrderOutcomeSchema) }),
  roles: CATALOGUE_ROLES,
  summary:
    "Pack, or book the courier's waybill of, up to 100 orders: each its own conditional move, answered per order",
})

/** The refs of a print run as the address carries them: 'KN…,KN…'. */
export const PrintRefsSchema = textParam('The orders', MAX_BULK_ORDERS * 65)
  .transform((text) =>
    text
      .split(',')
      .map((ref) => ref.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(OrderRefSchema)
      .min(1, BULK_ORDER_MESSAGES.refs)
      .max(MAX_BULK_ORDERS, BULK_ORDER_MESSAGES.refs)
      .refine(unique, BULK_ORDER_MESSAGES.refTwice),
  )

export const getOrdersToPrint = defineStaffCall({
  method: 'GET',
  path: 'orders/print',
  payload: z.object({ refs: PrintRefsSchema }),
  response: z.object({ data: z.object({ orders: z.array(OrderDetailSchema) }) }),
  roles: ANY_STAFF,
  summary:
    "The orders of one print run (labels and packing slips), in the order asked; a showroom account its showrooms' orders only",
})
