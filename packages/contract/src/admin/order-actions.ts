import { z } from 'zod'
import { textParam } from '../common'
import type { ShippingType } from '../checkout-trx'
import { canMoveTrxStatus } from '../order-status'
import { TRX_STATUS_LABELS } from '../format/order-status'
import type { TrxStatus } from '../order-status'
import { defineStaffCall } from './call'
import { OrderDetailSchema, OrderRefSchema } from './order-detail'
import { ANY_STAFF, CATALOGUE_ROLES } from './staff-roles'

export const ORDER_ACTIONS = ['pack', 'book-waybill', 'set-waybill', 'cancel', 'hand-over'] as const
export type OrderAction = (typeof ORDER_ACTIONS)[number]

export interface OrderActionState {
  trx_ref: string
  status: TrxStatus
  shipping_type: ShippingType
  no_resi: string | null
  packed: boolean
}

const isIn = (status: TrxStatus) => TRX_STATUS_LABELS[status]

/**
 * Why an action cannot be taken on the order as it stands, or null when it
 * can: the one rule the order page (which buttons it offers) and the server
 * (which it refuses with this sentence) both read. Moves follow
 * TRX_STATUS_TRANSITIONS; packing moves nothing (docs/decisions/053).
 */
export function orderActionRefusal(action: OrderAction, order: OrderActionState): string | null {
  const { trx_ref: ref, status } = order
  const courier = order.shipping_type === 'ONLINE_DELIVERY'
  switch (action) {
    case 'pack':
      if (!courier) return `Order ${ref} is a store pick-up; the showroom prepares it.`
      if (order.packed) return `Order ${ref} has already been packed.`
      if (status !== 'PAID' && status !== 'PROCESSED')
        return `Order ${ref} is ${isIn(status)}; only a paid order not yet shipped can be packed.`
      return null
    case 'book-waybill':
    case 'set-waybill':
      if (!courier) return `Order ${ref} is a store pick-up; it has no waybill.`
      if (order.no_resi) return `Order ${ref} already has waybill ${order.no_resi}.`
      if (status !== 'PAID' || !canMoveTrxStatus(status, 'PROCESSED'))
        return `Order ${ref} is ${isIn(status)}; only a paid order waiting for its waybill can be given one.`
      return null
    case 'cancel':
      if (status === 'CANCELLED') return `Order ${ref} has already been cancelled.`
      if (status === 'WAITING_PAYMENT' || status === 'EXPIRED')
        return `Order ${ref} is ${isIn(status)}; only a paid order can be cancelled here.`
      if (courier && (status === 'SHIPPED' || status === 'COMPLETED'))
        return `Order ${ref} has left with the courier (${isIn(status)}); it can no longer be cancelled.`
      if (status === 'COMPLETED')
        return `Order ${ref} has been handed over to its buyer; it can no longer be cancelled.`
      if (!canMoveTrxStatus(status, 'CANCELLED'))
        return `Order ${ref} is ${isIn(status)}; it can no longer be cancelled.`
      return null
    case 'hand-over':
      if (courier) return `Order ${ref} goes by courier; it completes when SiCepat delivers it.`
      if (status === 'COMPLETED') return `Order ${ref} has already been collected.`
      if (status === 'WAITING_PAYMENT') return `Order ${ref} has not been paid yet.`
      if (status !== 'READY_FOR_PICKUP' || !canMoveTrxStatus(status, 'COMPLETED'))
        return `Order ${ref} is ${isIn(status)}; only an order that is Ready for Pick-up can be handed over.`
      return null
  }
}

const WAYBILL_MESSAGE =
  'The waybill number must be the one the courier gave: 8 to 20 letters and digits.'

export const OrderActionInputSchema = z.object({ ref: OrderRefSchema })

export const SetOrderWaybillInputSchema = OrderActionInputSchema.extend({
  no_resi: z
    .string({ error: WAYBILL_MESSAGE })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{8,20}$/, WAYBILL_MESSAGE),
})
export type SetOrderWaybillInput = z.input<typeof SetOrderWaybillInputSchema>

export const AddOrderNoteInputSchema = OrderActionInputSchema.extend({
  body: textParam('The note', 2000).refine((body) => body.length > 0, 'Write the note first.'),
})
export type AddOrderNoteInput = z.input<typeof AddOrderNoteInputSchema>

export const HandOverOrderInputSchema = OrderActionInputSchema.extend({
  /** The code the buyer shows at the counter, checked when given. */
  pickup_code: textParam('The pick-up code', 32).optional(),
})
export type HandOverOrderInput = z.input<typeof HandOverOrderInputSchema>

/** Every action answers what it did and the order as it now stands. */
export const OrderActionAnswerSchema = z.object({
  data: z.object({ message: z.string(), order: OrderDetailSchema }),
})

export const markOrderPacked = defineStaffCall({
  method: 'POST',
  path: 'orders/pack',
  payload: OrderActionInputSchema,
  response: OrderActionAnswerSchema,
  roles: CATALOGUE_ROLES,
  summary: 'Mark a paid courier order packed (its status does not change)',
})

export const bookOrderWaybill = defineStaffCall({
  method: 'POST',
  path: 'orders/book-waybill',
  payload: OrderActionInputSchema,
  response: OrderActionAnswerSchema,
  roles: CATALOGUE_ROLES,
  summary: 'Book the waybill of a paid courier order with the courier (PAID -> PROCESSED)',
})

export const setOrderWaybill = defineStaffCall({
  method: 'POST',
  path: 'orders/set-waybill',
  payload: SetOrderWaybillInputSchema,
  response: OrderActionAnswerSchema,
  roles: CATALOGUE_ROLES,
  summary: "Enter a waybill booked in the courier's portal (PAID -> PROCESSED)",
})

export const addOrderNote = defineStaffCall({
  method: 'POST',
  path: 'orders/notes',
  payload: AddOrderNoteInputSchema,
  response: OrderActionAnswerSchema,
  roles: ANY_STAFF,
  summary: 'Add a private note to an order; the buyer never sees it',
})

export const handOverOrder = defineStaffCall({
  method: 'POST',
  path: 'orders/hand-over',
  payload: HandOverOrderInputSchema,
  response: OrderActionAnswerSchema,
  roles: ANY_STAFF,
  summary:
    'Hand a ready pick-up to its buyer (READY_FOR_PICKUP -> COMPLETED); a showroom account only at its showrooms',
})

export const markOrderAttentionHandled = defineStaffCall({
  method: 'POST',
  path: 'orders/attention-handled',
  payload: OrderActionInputSchema,
  response: OrderActionAnswerSchema,
  roles: CATALOGUE_ROLES,
  summary:
    'Clear the flag of an order that needed a person (a payment reversal, money for a closed order), once',
})
