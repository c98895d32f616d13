import type { z } from 'zod'
import type { PaymentReturnSchema } from '@store/contract/checkout-payment'
import type { PaymentNotificationSchema, PaymentStatusCode } from '@store/contract/payment'
import { fromProviderAmount } from './config'
import type { PaymentConfig } from './config'
import { signaturesMatch, statusSignature } from './signature'

export type VerifiedReturn = z.output<typeof PaymentReturnSchema>
export type VerifiedNotification = z.output<typeof PaymentNotificationSchema>

/** The order the caller looked up by the message's bill_no. */
export interface ExpectedBill {
  billNo: string
  /** Whole rupiah. */
  grandTotal: number
}

export type PaymentCheck =
  | { ok: true; status: PaymentStatusCode }
  | { ok: false; reason: 'merchant' | 'bill' | 'signature' | 'amount' }

interface SignedFields {
  merchant_id: string
  bill_no: string
  bill_total?: string | undefined
  status: PaymentStatusCode
  signature: string
}

function check(fields: SignedFields, config: PaymentConfig, bill: ExpectedBill): PaymentCheck {
  if (fields.merchant_id !== config.merchantId) return { ok: false, reason: 'merchant' }
  if (fields.bill_no !== bill.billNo) return { ok: false, reason: 'bill' }
  const expected = statusSignature(config, fields.bill_no, fields.status)
  if (!signaturesMatch(fields.signature, expected)) return { ok: false, reason: 'signature' }
  if (fields.bill_total !== undefined) {
    const paid = fromProviderAmount(fields.bill_total, config.amountUnit)
    if (paid !== bill.grandTotal) return { ok: false, reason: 'amount' }
  }
  return { ok: true, status: fields.status }
}

/**
 * Checks the query the shopper returns with. A valid return says what the
 * provider told the browser; it never marks an order paid by itself.
 */
export function verifyReturn(query: VerifiedReturn, config: PaymentConfig, bill: ExpectedBill) {
  return check({ ...query, bill_total: query.bill_total || undefined }, config, bill)
}

/** Checks a server-to-server notification; the amount must be present and equal the order's. */
export function verifyNotification(
  notification: VerifiedNotification,
  config: PaymentConfig,
  bill: ExpectedBill,
): PaymentCheck {
  return check({ ...notification, status: notification.payment_status_code }, config, bill)
}

/** Why a payment message was refused, in words for the API's 400 answer and the log. */
export const PAYMENT_CHECK_MESSAGES: Record<Exclude<PaymentCheck, { ok: true }>['reason'], string> =
  {
    merchant: 'The payment is for another merchant.',
    bill: 'The payment is for another order.',
    signature: 'The payment signature is not valid.',
    amount: "The paid amount is not the order's total.",
  }
