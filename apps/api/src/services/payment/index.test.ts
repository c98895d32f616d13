import { describe, expect, test } from 'vitest'
import { readEnv } from '../../env'
import { createPayment } from './index'
import { statusSignature } from './signature'
import { billableOrder, faspayConfig } from './test-config'

const STORE = 'https://shop.kainara.test'
const order = billableOrder()

/** The shopper's return from a paid bill, signed as the payment page signs it. */
const paidReturn = (merchantId: string, password: string) => ({
  merchant_id: merchantId,
  bill_no: order.billNo,
  bill_total: String(order.grandTotal),
  status: '2' as const,
  signature: statusSignature({ userId: `bot${merchantId}`, password }, order.billNo, '2'),
})

describe('createPayment', () => {
  test("sends the shopper to the store's built-in page without Faspay credentials", () => {
    const secret = 'the secret this store made at its first start'
    const payment = createPayment(readEnv({ PAYMENT_SANDBOX_SECRET: secret }))
    expect(payment.provider).toBe('sandbox')
    const data = payment.paymentData(order, STORE)
    expect(data.payment_url).toBe(`${STORE}/payment-sandbox`)
    expect(data.merchant_id).toBe('99999')
    const bill = { billNo: order.billNo, grandTotal: order.grandTotal }
    expect(payment.verifyReturn(paidReturn('99999', secret), bill)).toEqual({
      ok: true,
      status: '2',
    })
  })

  test("sends the shopper to Faspay's page with its credentials, and checks its signatures", () => {
    const { merchantId, password } = faspayConfig()
    const payment = createPayment(
      readEnv({ FASPAY_MERCHANT_ID: merchantId, FASPAY_PASSWORD: password }),
    )
    expect(payment.provider).toBe('faspay')
    expect(payment.paymentData(order, STORE).payment_url).toBe(
      'https://dev.faspay.co.id/xpress/payment',
    )
    const bill = { billNo: order.billNo, grandTotal: order.grandTotal }
    expect(payment.verifyReturn(paidReturn(merchantId, password), bill).ok).toBe(true)
    expect(payment.verifyReturn(paidReturn(merchantId, 'not-the-password'), bill)).toEqual({
      ok: false,
      reason: 'signature',
    })
  })
})
