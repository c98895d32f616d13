import * as words from '#words'
import { z } from 'zod'
import { defineCall } from './call'
import { isStorableText } from './common'
import { OrderSchema, OrderTrackingSchema } from './orders'
import { ROUTES } from './routes'

/** What the order calls answer beyond the spec's own texts (MESSAGES). */
export const ORDER_MESSAGES = {
  orderNotFound: words.order_not_valid(),
  linkNotValid: words.order_link_not_valid(),
  noTracking: words.order_no_tracking(),
  trackingUnavailable: words.order_tracking_unavailable(),
} as const

// References are `XXXXXXXX-yyyymmdd` and keys base64url HMACs (43 characters);
// anything far longer is hostile and refused before any lookup.
const linkPart = (label: string, max: number) =>
  z
    .string({ error: ORDER_MESSAGES.linkNotValid })
    .trim()
    .min(1, { error: ORDER_MESSAGES.linkNotValid, abort: true })
    .max(max, `${label} is too long.`)
    .refine(isStorableText, ORDER_MESSAGES.linkNotValid)

/** The signed link a guest follows from an order e-mail: `/order/<ref>?key=<key>`. */
export const OrderLinkSchema = z.object({
  ref: linkPart('The order reference', 64),
  key: linkPart('The order key', 128),
})
export type OrderLink = z.infer<typeof OrderLinkSchema>

export const getLinkedOrder = defineCall({
  ...ROUTES.getLinkedOrder,
  payload: OrderLinkSchema,
  response: z.object({ data: z.object({ order: OrderSchema }) }),
  summary: 'The one order a signed e-mail link opens, for guests who do not sign in',
})

export const getLinkedOrderTracking = defineCall({
  ...ROUTES.getLinkedOrderTracking,
  payload: OrderLinkSchema,
  response: z.object({ data: z.object({ order_tracking: OrderTrackingSchema }) }),
  summary: 'Fresh courier tracking of the order a signed link opens (404 without a no_resi)',
})
