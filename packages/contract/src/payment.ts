import { z } from 'zod'
import { defineCall } from './call'
import { MAX_LENGTH, isStorableText } from './common'
import type { TrxStatus } from './order-status'
import { ROUTES } from './routes'

/** Faspay payment status codes (payment_status_code, and `status` on the return). */
export const PAYMENT_STATUS = {
  UNPROCESSED: '0',
  IN_PROCESS: '1',
  SUCCESS: '2',
  FAILED: '3',
  REVERSAL: '4',
  NO_BILLS: '5',
  EXPIRED: '7',
  CANCELLED: '8',
  UNKNOWN: '9',
} as const
export type PaymentStatusCode = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS]
export const PAYMENT_STATUS_CODES = Object.values(PAYMENT_STATUS) as [
  PaymentStatusCode,
  ...PaymentStatusCode[],
]

export const PAYMENT_STATUS_DESCRIPTIONS: Record<PaymentStatusCode, string> = {
  '0': 'Unprocessed',
  '1': 'In Process',
  '2': 'Payment Success',
  '3': 'Payment Failed',
  '4': 'Payment Reversal',
  '5': 'No bills found',
  '7': 'Payment Expired',
  '8': 'Payment Cancelled',
  '9': 'Unknown',
}

/**
 * The order status a verified payment status leads to; null leaves the order
 * as it is (a failed attempt can be retried until the bill expires).
 */
export function trxStatusForPayment(code: PaymentStatusCode): TrxStatus | null {
  if (code === PAYMENT_STATUS.SUCCESS) return 'PAID'
  if (code === PAYMENT_STATUS.EXPIRED) return 'EXPIRED'
  if (code === PAYMENT_STATUS.CANCELLED || code === PAYMENT_STATUS.REVERSAL) return 'CANCELLED'
  return null
}

/** The provider sends text, sometimes numbers: both read as trimmed, capped text. */
export function providerText(message: string, max: number = MAX_LENGTH.short) {
  return z
    .union([z.string(), z.number()], { error: message })
    .transform(String)
    .pipe(z.string().trim().min(1, message).max(max, message).refine(isStorableText, message))
}

export function paymentStatusField(message: string) {
  return z
    .union([z.string(), z.number()], { error: message })
    .transform((value) => String(value).trim())
    .pipe(z.enum(PAYMENT_STATUS_CODES, { error: message }))
}

/** sha1(md5(...)) as lower- or upper-case hex. */
export function signatureField(message: string) {
  return z
    .string({ error: message })
    .trim()
    .regex(/^[0-9a-fA-F]{40}$/, message)
    .toLowerCase()
}

const field = (name: string) => providerText(`${name} is missing or not valid.`)
const optionalField = (name: string) => field(name).optional()

/** What the payment provider POSTs to us, server to server, for each payment. */
export const PaymentNotificationSchema = z.object({
  request: optionalField('request'),
  trx_id: field('trx_id'),
  merchant_id: field('merchant_id'),
  merchant: optionalField('merchant'),
  bill_no: field('bill_no'),
  payment_reff: optionalField('payment_reff'),
  /** 'YYYY-MM-DD HH:MM:SS' */
  payment_date: optionalField('payment_date'),
  payment_status_code: paymentStatusField('payment_status_code is missing or not valid.'),
  payment_status_desc: optionalField('payment_status_desc'),
  bill_total: field('bill_total'),
  payment_total: optionalField('payment_total'),
  payment_channel_uid: optionalField('payment_channel_uid'),
  payment_channel: optionalField('payment_channel'),
  signature: signatureField('signature is missing or not valid.'),
})
export type PaymentNotification = z.input<typeof PaymentNotificationSchema>

/** Our answer; without response_code '00' the provider retries (3 times). */
export const NOTIFICATION_ANSWERS = {
  accepted: { response_code: '00', response_desc: 'Sukses' },
  alreadyPaid: { response_code: '14', response_desc: 'Transaction Already Paid' },
} as const

export const PaymentNotificationResponseSchema = z.object({
  response: z.literal('Payment Notification'),
  trx_id: z.string(),
  merchant_id: z.string(),
  bill_no: z.string(),
  response_code: z.enum(['00', '14']),
  response_desc: z.string(),
  /** 'YYYY-MM-DD HH:mm:ss' */
  response_date: z.string(),
})
export type PaymentNotificationResponse = z.infer<typeof PaymentNotificationResponseSchema>

export const receivePaymentNotification = defineCall({
  ...ROUTES.receivePaymentNotification,
  payload: PaymentNotificationSchema,
  response: PaymentNotificationResponseSchema,
  summary:
    'Payment provider notification: the signature is verified, then a success marks the order paid; a repeat answers 14',
})
