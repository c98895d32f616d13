import type { PaymentData } from '@store/contract/checkout-payment'
import { statusSignature } from '../../services/payment'
import { testPaymentConfig as config } from '../../test/payment'

/** A notification as Faspay sends it for `bill`, signed for `status`. */
export const notification = (
  bill: PaymentData,
  status: string,
  overrides: Record<string, string> = {},
) => ({
  request: 'Payment Notification',
  trx_id: `trx-${bill.order_id}`,
  merchant_id: bill.merchant_id,
  merchant: bill.merchant_name,
  bill_no: bill.order_id,
  payment_reff: 'ref-1',
  payment_date: '2026-11-22 10:00:00',
  payment_status_code: status,
  payment_status_desc: status === '2' ? 'Payment Sukses' : 'Payment Gagal',
  bill_total: bill.bill_total,
  payment_total: bill.bill_total,
  payment_channel_uid: '402',
  payment_channel: 'Permata Virtual Account',
  signature: statusSignature(config, bill.order_id, status),
  ...overrides,
})
