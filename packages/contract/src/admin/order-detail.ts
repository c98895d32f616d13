import { z } from 'zod'
import { DateTimeSchema, RupiahSchema, textParam } from '../common'
import { OrderTrackingSchema } from '../orders'
import { SHIPPING_TYPES } from '../checkout-trx'
import { TrxStatusSchema } from '../order-status'
import { defineStaffCall } from './call'
import { ANY_STAFF } from './staff-roles'

/** An order as staff name it: its reference, or its order number (Faspay's bill_no). */
export const OrderRefSchema = textParam('The order reference', 64).refine(
  (ref) => ref.length > 0,
  'Give the order reference.',
)

export const OrderDetailQuerySchema = z.object({ ref: OrderRefSchema })

export const OrderDetailLineSchema = z.object({
  id: z.number(),
  product_id: z.number(),
  product_name: z.string(),
  /** The product's code (SKU), which the packing slip prints. */
  product_code: z.string(),
  size_code: z.string(),
  qty: z.number(),
  /** Units staff cancelled before the parcel left (decision 078). */
  cancelled_qty: z.number(),
  /** The product page's price of one unit, before bundles. */
  unit_price: RupiahSchema,
  retail_price: RupiahSchema,
  /** The line's share of a promo bundle's saving. */
  bundle_saving: RupiahSchema,
  subtotal: RupiahSchema,
  /** The product's cover as the shop shows it, or null when it has none. */
  image_url: z.string().nullable(),
})

/** One moment of the order's life, oldest first; `actor` names staff, the terminal or a job. */
export const TimelineEntrySchema = z.object({
  at: DateTimeSchema,
  kind: z.enum(['step', 'mail', 'tracking', 'staff']),
  title: z.string(),
  detail: z.string().nullable(),
  actor: z.string().nullable(),
})
export type TimelineEntry = z.infer<typeof TimelineEntrySchema>

export const OrderNoteSchema = z.object({
  id: z.number(),
  actor: z.string(),
  body: z.string(),
  created_at: DateTimeSchema,
})

/** One refund of the order's ledger: a cancel's, paid by hand (decision 078). */
export const OrderRefundSchema = z.object({
  id: z.number(),
  amount: RupiahSchema,
  reason: z.string(),
  created_at: DateTimeSchema,
  settled_at: DateTimeSchema.nullable(),
})

export const OrderDetailSchema = z.object({
  trx_ref: z.string(),
  trx_no: z.string(),
  status: TrxStatusSchema,
  shipping_type: z.enum(SHIPPING_TYPES),
  showroom: z.object({ id: z.number(), name: z.string() }),
  created_at: DateTimeSchema,
  buyer: z.object({
    name: z.string(),
    email: z.string(),
    member: z.boolean(),
    recipient_name: z.string().nullable(),
    phone: z.string().nullable(),
    /** The delivery address as lines, empty for a pick-up. */
    address: z.array(z.string()),
    address_notes: z.string().nullable(),
  }),
  lines: z.array(OrderDetailLineSchema),
  totals: z.object({
    items_before_bundles: RupiahSchema,
    bundle_savings: RupiahSchema,
    items_total: RupiahSchema,
    promo_code: z.string().nullable(),
    promo_discount: RupiahSchema,
    shipping_cost: RupiahSchema,
    grand_total: RupiahSchema,
  }),
  shipping: z.object({
    /** Who the label names as the sender: the brand and the showroom. */
    sender_name: z.string(),
    /** The showroom's address lines and phone, as the label prints them. */
    sender_address: z.array(z.string()),
    sender_phone: z.string(),
    courier: z.string().nullable(),
    service: z.string().nullable(),
    etd: z.string().nullable(),
    notes: z.string().nullable(),
    weight_grams: z.number(),
    no_resi: z.string().nullable(),
    booking_error: z.string().nullable(),
    pickup_code: z.string().nullable(),
    packed_at: DateTimeSchema.nullable(),
    tracking: OrderTrackingSchema.nullable(),
  }),
  payment: z.object({
    channel: z.string().nullable(),
    channel_uid: z.string().nullable(),
    /** Faspay's trx_id and payment_reff. */
    faspay_trx_id: z.string().nullable(),
    faspay_reff: z.string().nullable(),
    status: z.string().nullable(),
    /** As Faspay wrote it (WIB). */
    payment_date: z.string().nullable(),
    paid_at: DateTimeSchema.nullable(),
    expires_at: DateTimeSchema,
  }),
  cancel_reason: z.string().nullable(),
  attention: z.string().nullable(),
  refunds: z.array(OrderRefundSchema),
  timeline: z.array(TimelineEntrySchema),
  notes: z.array(OrderNoteSchema),
})
export type OrderDetail = z.infer<typeof OrderDetailSchema>

export const getOrderDetail = defineStaffCall({
  method: 'GET',
  path: 'orders/detail',
  payload: OrderDetailQuerySchema,
  response: z.object({ data: OrderDetailSchema }),
  roles: ANY_STAFF,
  summary:
    "One order with its lines, totals, shipping, payment, buyer, timeline, notes and refunds; a showroom account sees its showrooms' orders only",
})
