import type { PaymentData } from '@store/contract/checkout-payment'
import { toWibText } from '@store/contract/format/wib-text'
import { localizedPath } from '@store/contract/locale'
import type { Locale } from '@store/contract/locale'
import { SANDBOX_PAGE_PATH, toProviderAmount } from './config'
import type { PaymentConfig } from './config'
import { serializeProducts } from './products-field'
import { requestSignature } from './signature'

/** Unpaid orders are held 1x24 hours (spec section 9); the bill expires with the hold. */
export const BILL_VALID_HOURS = 24

/** What the checkout knows of an order when it sends the shopper to pay. */
export interface BillableOrder {
  /** The order number: Faspay's bill_no and order_id. */
  billNo: string
  /** The order reference (trx_ref): Faspay's order_reff. */
  billRef: string
  createdAt: Date
  /** Whole rupiah: items total - promo discount + shipping cost. */
  grandTotal: number
  description: string
  customer: { number: string; name: string; email: string }
  /** Unit prices in whole rupiah; shipping is added as a line of its own. */
  lines: readonly { name: string; qty: number; unitPrice: number }[]
  shipping?: { name: string; cost: number } | null
  /**
   * The language the order was placed in: the shopper returns to the shop in
   * it, and the built-in page reads it from that address (decision 073).
   */
  language?: Locale
  /** The channel ids the owner offers (decision 100); the adapter keeps those its setup takes. */
  channels: readonly string[]
}

export interface PaymentDataOptions {
  config: PaymentConfig
  /** The store's public origin (PUBLIC_URL or the request's): return_url and the built-in page. */
  storeOrigin: string
}

/** The offered ids the setup can take; all it takes when none of them is. */
function channelsWithin(offered: readonly string[], config: PaymentConfig): string[] {
  const taken = config.channels.filter((channel) => offered.includes(channel.uid))
  return (taken.length > 0 ? taken : config.channels).map((channel) => channel.uid)
}

/** The signed form the browser posts to the payment page (spec section 3, payment data). */
export function buildPaymentData(order: BillableOrder, options: PaymentDataOptions): PaymentData {
  const { config } = options
  const origin = options.storeOrigin.replace(/\/+$/, '')
  const billTotal = toProviderAmount(order.grandTotal, config.amountUnit)
  const expires = new Date(order.createdAt.getTime() + BILL_VALID_HOURS * 60 * 60 * 1000)
  const lines = order.lines.map((line) => ({
    product: line.name,
    qty: line.qty,
    amount: Number(toProviderAmount(line.unitPrice, config.amountUnit)),
  }))
  if (order.shipping && order.shipping.cost > 0) {
    const amount = Number(toProviderAmount(order.shipping.cost, config.amountUnit))
    lines.push({ product: order.shipping.name, qty: 1, amount })
  }
  return {
    merchant_id: config.merchantId,
    merchant_name: config.merchantName,
    order_id: order.billNo,
    order_reff: order.billRef,
    bill_date: toWibText(order.createdAt),
    bill_expired: toWibText(expires),
    bill_desc: order.description,
    bill_total: billTotal,
    custNo: order.customer.number,
    return_url: `${origin}${localizedPath('/payment/response', order.language ?? 'en')}`,
    custName: order.customer.name,
    custEmail: order.customer.email,
    products: serializeProducts(lines),
    signature: requestSignature(config, order.billNo, billTotal),
    payment_channel: channelsWithin(order.channels, config),
    payment_url: config.paymentUrl ?? `${origin}${SANDBOX_PAGE_PATH}`,
  }
}
