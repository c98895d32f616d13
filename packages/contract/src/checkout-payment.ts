import { z } from 'zod'
import { defineCall } from './call'
import { MESSAGES } from './messages'
import { isStorableText } from './common'
import { TrxStatusSchema } from './order-status'
import { paymentStatusField, providerText, signatureField } from './payment'
import { ROUTES } from './routes'

/**
 * The fields of the hidden form posted to the payment page, in the order the
 * provider documents. Values are text, posted as they are.
 */
export const PAYMENT_FORM_FIELDS = [
  'merchant_id',
  'merchant_name',
  'order_id',
  'order_reff',
  'bill_date',
  'bill_expired',
  'bill_desc',
  'bill_total',
  'custNo',
  'return_url',
  'custName',
  'custEmail',
  'products',
  'signature',
] as const

/** The form field that carries each offered channel's id, repeated (Xpress's list field). */
export const PAYMENT_CHANNEL_FIELD = 'payment_channel[]'

export const PaymentDataSchema = z.object({
  merchant_id: z.string(),
  merchant_name: z.string(),
  /** The order number (bill_no in the provider's signature). */
  order_id: z.string(),
  order_reff: z.string(),
  /** 'YYYY-MM-DD HH:mm:ss' */
  bill_date: z.string(),
  bill_expired: z.string(),
  bill_desc: z.string(),
  /** In the unit the payment adapter is set to (plain rupiah by default). */
  bill_total: z.string(),
  custNo: z.string(),
  return_url: z.string(),
  custName: z.string(),
  custEmail: z.string(),
  products: z.string(),
  signature: z.string(),
  /**
   * The channels the store offers (decision 100), posted as one `payment_channel[]` field per
   * channel id after the others, so Faspay's own page offers only those.
   */
  payment_channel: z.array(z.string()),
  /** Where the hidden form posts: the provider's page, or the built-in sandbox page. */
  payment_url: z.string(),
})
export type PaymentData = z.infer<typeof PaymentDataSchema>

const invalid = MESSAGES.paymentReturnInvalid
const returned = providerText(invalid)
const maybeReturned = z
  .union([z.string(), z.number()], { error: invalid })
  .transform((value) => String(value).trim())
  .pipe(z.string().max(100, invalid).refine(isStorableText, invalid))
  .optional()

/** The query string the provider sends the shopper back with (/payment/response). */
export const PaymentReturnSchema = z.object({
  trx_id: maybeReturned,
  merchant_id: returned,
  merchant: maybeReturned,
  bill_no: returned,
  bill_ref: maybeReturned,
  bill_total: maybeReturned,
  payment_reff: maybeReturned,
  payment_date: maybeReturned,
  bank_user_name: maybeReturned,
  status: paymentStatusField(invalid),
  signature: signatureField(invalid),
})
export type PaymentReturn = z.input<typeof PaymentReturnSchema>

export const confirmPayment = defineCall({
  ...ROUTES.confirmPayment,
  payload: PaymentReturnSchema,
  response: z.object({
    data: z.object({
      trx_status: TrxStatusSchema,
      message: z.string(),
      /** The order's reference, shown as ORDER # and its first 8 characters. */
      trx_ref: z.string(),
      /** A store pick-up, whose code comes once it is ready. */
      pickup: z.boolean(),
      /** A guest's order page, the signed link its mails carry; null for a member's order. */
      order_path: z.string().nullable(),
      /** After a failed or cancelled attempt, while the order is still held: the same bill to pay again. */
      payment_data: PaymentDataSchema.optional(),
    }),
  }),
  summary:
    "The shopper is back from the payment page: verify the return's signature and answer the order's status (only a verified notification or status check marks it paid)",
})
