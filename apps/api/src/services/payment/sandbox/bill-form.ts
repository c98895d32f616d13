import { z } from 'zod'
import type { PAYMENT_FORM_FIELDS } from '@store/contract/checkout-payment'
import { parseWibText } from '@store/contract/format/wib-text'
import { fromProviderAmount } from '../config'
import type { PaymentConfig } from '../config'
import { parseProducts } from '../products-field'
import type { BillProduct } from '../products-field'
import { requestSignature, signaturesMatch } from '../signature'

export type BillFields = Record<(typeof PAYMENT_FORM_FIELDS)[number], string>

const text = (name: string, max = 300) =>
  z
    .string({ error: `The payment request has no ${name}.` })
    .trim()
    .min(1, `The payment request has no ${name}.`)
    .max(max, `The payment request's ${name} is too long.`)

const BillFieldsSchema = z.object({
  merchant_id: text('merchant id', 20),
  merchant_name: text('merchant name', 100),
  order_id: text('order number', 64),
  order_reff: text('order reference', 64),
  bill_date: text('bill date', 30),
  bill_expired: text('due date', 30),
  bill_desc: text('description'),
  bill_total: text('total', 20),
  custNo: text('customer number', 64),
  return_url: text('return address', 2048).regex(
    /^https?:\/\//i,
    'The return address is not a web address.',
  ),
  custName: text('customer name', 100),
  custEmail: text('customer e-mail', 254),
  products: text('product list', 60_000),
  signature: text('signature', 64),
}) satisfies z.ZodType<BillFields>

/** A bill the built-in page has checked as Faspay would: signed, readable, with its due time. */
export interface SandboxBill {
  fields: BillFields
  products: BillProduct[]
  /** Whole rupiah. */
  total: number
  expiresAt: Date
}

export type BillReading = { ok: true; bill: SandboxBill } | { ok: false; message: string }

/** Checks a posted payment form against the merchant's secret before anything is shown. */
export function readBill(form: Record<string, string>, config: PaymentConfig): BillReading {
  const parsed = BillFieldsSchema.safeParse(form)
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid.' }
  const fields = parsed.data
  if (fields.merchant_id !== config.merchantId) {
    return { ok: false, message: 'This bill is for another merchant.' }
  }
  const expected = requestSignature(config, fields.order_id, fields.bill_total)
  if (!signaturesMatch(fields.signature, expected)) {
    return { ok: false, message: "The payment request's signature does not match." }
  }
  const total = fromProviderAmount(fields.bill_total, config.amountUnit)
  if (total === null || total <= 0)
    return { ok: false, message: 'The bill total is not an amount.' }
  const products = parseProducts(fields.products)
  if (!products) return { ok: false, message: 'The product list cannot be read.' }
  const expiresAt = parseWibText(fields.bill_expired)
  if (!expiresAt) return { ok: false, message: "The bill's due date is not a date." }
  return { ok: true, bill: { fields, products, total, expiresAt } }
}
