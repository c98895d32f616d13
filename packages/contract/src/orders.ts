import { z } from 'zod'
import { defineCall } from './call'
import { ProductImageSchema } from './catalog'
import { DateTimeSchema, RupiahSchema, requiredId } from './common'
import { MESSAGES } from './messages'
import { ShippingTypeSchema } from './checkout-trx'
import { TrxStatusSchema } from './order-status'
import { PaymentGuideSchema } from './payment-guide'
import { ROUTES } from './routes'

export const TrackingEntrySchema = z.object({
  /** 'YYYY-MM-DD HH:mm' as the courier sends it. */
  date_time: z.string(),
  /** A SiCepat waybill status such as IN or DELIVERED: its list may grow, so any text is taken. */
  status: z.string(),
  /** What happened where; a DELIVERED entry has receiver_name instead. */
  city: z.string().nullable(),
  receiver_name: z.string().nullable(),
})
export type TrackingEntry = z.infer<typeof TrackingEntrySchema>

export const OrderTrackingSchema = z.object({
  sender_address: z.string(),
  receiver_address: z.string(),
  last_status: TrackingEntrySchema.pick({ status: true, date_time: true, receiver_name: true }),
  /** Newest first. */
  track_history: z.array(TrackingEntrySchema),
})
export type OrderTracking = z.infer<typeof OrderTrackingSchema>

export const OrderLineSchema = z.object({
  id: z.number().int(),
  product_detail_id: z.number().int(),
  product_name: z.string(),
  size_code: z.string(),
  qty: z.number().int(),
  retail_price: RupiahSchema,
  net_price: RupiahSchema,
  disc_percent: z.number().int(),
  disc_nominal: RupiahSchema,
  /** What the line cost: unit price (orderLineUnitPrice) x qty, less its promo bundle share. */
  subtotal: RupiahSchema,
  product_detail: z.object({ product_images: z.array(ProductImageSchema) }),
})
export type OrderLine = z.infer<typeof OrderLineSchema>

/** Null where the order detail modal shows '-'. */
export const OrderSchema = z.object({
  id: z.number().int(),
  trx_ref: z.string(),
  trx_date: DateTimeSchema,
  trx_status: TrxStatusSchema,
  shipping_type: ShippingTypeSchema,
  /** Items total - promo_discount + shipping_cost. */
  grand_total: RupiahSchema,
  promo_code: z.string().nullable(),
  promo_discount: RupiahSchema,
  notes: z.string().nullable(),
  /** The pick-up showroom, or the hub that ships. */
  showroom: z.object({ id: z.number().int(), showroom_name: z.string() }).nullable(),
  pickup_code: z.string().nullable(),
  /** The pick-up QR the counter scans, as an SVG data URL, while the order is ready for pick-up. */
  pickup_qr: z.string().nullable(),
  no_resi: z.string().nullable(),
  shipping_courier: z.string().nullable(),
  shipping_service_name: z.string().nullable(),
  shipping_cost: RupiahSchema,
  shipping_notes: z.string().nullable(),
  address_recipient_name: z.string().nullable(),
  address_recipient_phone: z.string().nullable(),
  address_label: z.string().nullable(),
  address_street: z.string().nullable(),
  address_subdistrict: z.string().nullable(),
  address_city: z.string().nullable(),
  address_province: z.string().nullable(),
  payment_status_desc: z.string().nullable(),
  payment_channel: z.string().nullable(),
  /** The provider reports the payment in process (status 1) while the order waits. */
  payment_in_process: z.boolean(),
  payment_duedate: DateTimeSchema.nullable(),
  payment_date: DateTimeSchema.nullable(),
  /** How to pay, while the order waits for payment within its hold; null otherwise. */
  payment_guide: PaymentGuideSchema.nullable(),
  /** Null for a guest order, shown as 'GUEST'. */
  user: z.object({ name: z.string() }).nullable(),
  sales_trx_details: z.array(OrderLineSchema),
  /** The last known tracking, null until there is a no_resi; getOrderTracking reads it afresh. */
  order_tracking: OrderTrackingSchema.nullable(),
})
export type Order = z.infer<typeof OrderSchema>

/** 'ORDER #' + the first 8 characters of the reference, upper case (spec section 2). */
export function orderNumber(trxRef: string): string {
  return trxRef.slice(0, 8).toUpperCase()
}

export const getOrders = defineCall({
  ...ROUTES.getOrders,
  payload: z.object({}),
  response: z.object({ data: z.object({ user_orders: z.array(OrderSchema) }) }),
  summary: "The member's orders, newest first, with lines, shipping, payment and last tracking",
})

export const getOrderTracking = defineCall({
  ...ROUTES.getOrderTracking,
  payload: z.object({ id: requiredId(MESSAGES.orderNotValid) }),
  response: z.object({ data: z.object({ order_tracking: OrderTrackingSchema }) }),
  summary: "Fresh courier tracking of one of the member's shipped orders (404 without a no_resi)",
})
