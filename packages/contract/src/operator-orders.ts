import { z } from 'zod'
import { ShippingTypeSchema } from './checkout-trx'
import { TRX_STATUSES, TrxStatusSchema } from './order-status'
import { MAX_LENGTH, textParam } from './common'
import { GENERAL_SETTING_KEYS } from './home'
import { MAX_ID } from './ids'
import { AdvanceClockSchema, RunJobSchema } from './operator'
import { CreateStaffSchema } from './admin/operator-staff'

/**
 * The operator's calls on orders and stock (docs/decisions/029), beside the
 * clock and jobs of operator.ts: what `npm run store -- orders`, `collect`
 * and `set-stock` send and receive.
 */

const STATUS_LIST = TRX_STATUSES.join(', ')

/** `orders [--status S] [--limit N]`: the newest orders first. */
export const ListOrdersQuerySchema = z.object({
  status: z
    .string({ error: `status must be one of ${STATUS_LIST}.` })
    .trim()
    .toUpperCase()
    .pipe(z.enum(TRX_STATUSES, { error: `status must be one of ${STATUS_LIST}.` }))
    .optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int('limit must be a whole number.')
    .min(1, 'limit must be at least 1.')
    .max(500, 'limit must be at most 500.')
    .default(50),
})

export const OperatorOrderSchema = z.object({
  id: z.number().int(),
  trx_no: z.string(),
  trx_ref: z.string(),
  /** YYYY-MM-DD HH:mm:ss in Jakarta time, as every date of the API. */
  trx_date: z.string(),
  trx_status: TrxStatusSchema,
  shipping_type: ShippingTypeSchema,
  showroom_name: z.string(),
  buyer_name: z.string(),
  buyer_email: z.string(),
  /** False for a guest order. */
  member: z.boolean(),
  grand_total: z.number().int(),
  pickup_code: z.string().nullable(),
  no_resi: z.string().nullable(),
  /** Why the courier booking failed, when it did (docs/decisions/029). */
  booking_error: z.string().nullable(),
})
export type OperatorOrder = z.infer<typeof OperatorOrderSchema>

export const OperatorOrdersSchema = z.object({
  data: z.object({ orders: z.array(OperatorOrderSchema) }),
})

const ORDER_ID_TEXT =
  'order must be an order reference (ABCD2345-20261122) or number (KN20261122ABCD2345).'

// References start with their random letters (decision 028); older orders keep INV/yyyymmdd/XXXXXX.
const ORDER_ID = /^([A-Z0-9]{8}-\d{8}|INV\/\d{8}\/[A-Z0-9]{6}|KN\d{8}[A-Z0-9]{8})$/

/** `collect <order ref or no> [pick-up code]`: a pick-up handed over at the counter. */
export const CollectOrderSchema = z.object({
  order: z.string({ error: ORDER_ID_TEXT }).trim().toUpperCase().regex(ORDER_ID, ORDER_ID_TEXT),
  pickup_code: z
    .string({ error: 'pickup_code must be the 6 digits of the pick-up code.' })
    .trim()
    .regex(/^\d{6}$/, 'pickup_code must be the 6 digits of the pick-up code.')
    .optional(),
})

/** `set-waybill <order ref or no> <no_resi>`: a waybill booked by hand in the courier's portal. */
export const SetWaybillSchema = z.object({
  order: CollectOrderSchema.shape.order,
  no_resi: z
    .string({
      error: 'no_resi must be the waybill number the courier gave (8 to 20 letters and digits).',
    })
    .trim()
    .toUpperCase()
    .regex(
      /^[A-Z0-9]{8,20}$/,
      'no_resi must be the waybill number the courier gave (8 to 20 letters and digits).',
    ),
})

/** What `collect` and `set-waybill` answer. */
export const OrderActionResponseSchema = z.object({
  data: z.object({ trx_ref: z.string(), trx_status: TrxStatusSchema, message: z.string() }),
})

/** `set-stock <product id or code> <size> <showroom id> <qty>`: a stock count for one size. */
export const SetStockSchema = z.object({
  product: z
    .string({ error: 'product must be a product id or product code.' })
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'product must be a product id or product code.'),
  size: z
    .string({ error: 'size must be a size code such as M or XL.' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{1,10}$/, 'size must be a size code such as M or XL.'),
  showroom_id: z.coerce
    .number({ error: 'showroom_id must be a showroom id.' })
    .int('showroom_id must be a showroom id.')
    .min(1, 'showroom_id must be a showroom id.')
    .max(MAX_ID, 'showroom_id must be a showroom id.'),
  qty: z.coerce
    .number({ error: 'qty must be a number.' })
    .int('qty must be a whole number.')
    .min(0, 'qty must be 0 or more.')
    .max(100_000, 'qty must be at most 100000.'),
})

export const SetStockResponseSchema = z.object({
  data: z.object({
    product_detail_id: z.number().int(),
    product_name: z.string(),
    size_code: z.string(),
    showroom_id: z.number().int(),
    showroom_name: z.string(),
    previous_qty: z.number().int(),
    qty: z.number().int(),
  }),
})

/**
 * `set-setting <key> [value]`: one of the spec's general settings, such as the
 * home popup's image (a /media/ path or an https address); no value switches
 * it off.
 */
export const SetSettingSchema = z.object({
  key: z.enum(GENERAL_SETTING_KEYS, {
    error: `key must be one of ${GENERAL_SETTING_KEYS.join(', ')}.`,
  }),
  value: textParam('value', MAX_LENGTH.url)
    .refine(
      (value) => value === '' || /^(\/|https:\/\/)\S+$/.test(value),
      'value must be a path on this store (starting with /) or an https address, or nothing to switch the setting off.',
    )
    .default(''),
})

export const SetSettingResponseSchema = z.object({
  data: z.object({ key: z.enum(GENERAL_SETTING_KEYS), previous: z.string(), value: z.string() }),
})

/** Every operator call with the body or query it takes (the hostile-input test sends each). */
export const OPERATOR_CALLS = [
  { method: 'GET', path: 'clock', payload: z.object({}) },
  { method: 'POST', path: 'clock', payload: AdvanceClockSchema },
  { method: 'POST', path: 'jobs/run', payload: RunJobSchema },
  { method: 'GET', path: 'orders', payload: ListOrdersQuerySchema },
  { method: 'POST', path: 'orders/collect', payload: CollectOrderSchema },
  { method: 'POST', path: 'orders/waybill', payload: SetWaybillSchema },
  { method: 'POST', path: 'stock', payload: SetStockSchema },
  { method: 'POST', path: 'settings', payload: SetSettingSchema },
  { method: 'POST', path: 'staff', payload: CreateStaffSchema },
] as const
