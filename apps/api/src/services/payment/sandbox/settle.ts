import { createHash } from 'node:crypto'
import { PAYMENT_STATUS } from '@store/contract/payment'
import type { PaymentNotification, PaymentStatusCode } from '@store/contract/payment'
import { toWibText } from '@store/contract/format/wib-text'
import type { PaymentConfig } from '../config'
import { statusSignature } from '../signature'
import type { SandboxBill } from './bill-form'
import type { PaymentChannel } from '../channels'

export const SANDBOX_ACTIONS = {
  pay: PAYMENT_STATUS.SUCCESS,
  fail: PAYMENT_STATUS.FAILED,
  cancel: PAYMENT_STATUS.CANCELLED,
} as const
export type SandboxAction = keyof typeof SANDBOX_ACTIONS

export function isSandboxAction(value: string | undefined): value is SandboxAction {
  return value !== undefined && Object.hasOwn(SANDBOX_ACTIONS, value)
}

/** payment_status_desc as Faspay words it ('Payment Sukses' in its published example). */
const STATUS_WORDS: Partial<Record<PaymentStatusCode, string>> = {
  '2': 'Payment Sukses',
  '3': 'Payment Failed',
  '7': 'Payment Expired',
  '8': 'Payment Cancelled',
}

export interface SandboxOutcome {
  status: PaymentStatusCode
  trxId: string
  paymentReff: string
  /** 'YYYY-MM-DD HH:mm:ss' in Jakarta time. */
  paymentDate: string
  channel: PaymentChannel | null
}

const digitsOf = (text: string, count: number) => {
  const value = createHash('sha256').update(text).digest().readBigUInt64BE(0)
  return (value % 10n ** BigInt(count)).toString().padStart(count, '0')
}

/** What the provider decides for this press of a button; the trx_id stays the bill's own. */
export function settleBill(
  bill: SandboxBill,
  status: PaymentStatusCode,
  channel: PaymentChannel | null,
  now: Date,
): SandboxOutcome {
  const billNo = bill.fields.order_id
  return {
    status,
    trxId: `${bill.fields.merchant_id}${digitsOf(`trx:${billNo}`, 8)}`,
    paymentReff: digitsOf(`reff:${billNo}:${status}:${now.getTime()}`, 9),
    paymentDate: toWibText(now),
    channel,
  }
}

const present = (entries: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(entries).filter(([, value]) => value)) as Record<string, string>

/** The server-to-server notification, signed over bill_no + payment_status_code. */
export function notificationFor(
  bill: SandboxBill,
  outcome: SandboxOutcome,
  config: PaymentConfig,
): PaymentNotification {
  const { fields } = bill
  return {
    request: 'Payment Notification',
    trx_id: outcome.trxId,
    merchant_id: fields.merchant_id,
    merchant: fields.merchant_name,
    bill_no: fields.order_id,
    payment_reff: outcome.paymentReff,
    payment_date: outcome.paymentDate,
    payment_status_code: outcome.status,
    payment_status_desc: STATUS_WORDS[outcome.status] ?? 'Unknown',
    bill_total: fields.bill_total,
    payment_total: fields.bill_total,
    ...present({
      payment_channel_uid: outcome.channel?.uid,
      payment_channel: outcome.channel?.name,
    }),
    signature: statusSignature(config, fields.order_id, outcome.status),
  }
}

/** The shopper's way back: return_url with the signed query Faspay adds. */
export function returnUrlFor(
  bill: SandboxBill,
  outcome: SandboxOutcome,
  config: PaymentConfig,
): string {
  const { fields } = bill
  const query = new URLSearchParams(
    present({
      trx_id: outcome.trxId,
      merchant_id: fields.merchant_id,
      merchant: fields.merchant_name,
      bill_no: fields.order_id,
      bill_ref: fields.order_reff,
      bill_total: fields.bill_total,
      payment_reff: outcome.paymentReff,
      payment_date: outcome.paymentDate,
      bank_user_name: outcome.status === PAYMENT_STATUS.SUCCESS ? fields.custName : undefined,
      status: outcome.status,
      signature: statusSignature(config, fields.order_id, outcome.status),
    }),
  )
  const url = new URL(fields.return_url)
  for (const [key, value] of query) url.searchParams.set(key, value)
  return url.toString()
}
