import { describe, expect, test } from 'vitest'
import { PAYMENT_FORM_FIELDS, PaymentDataSchema } from '@store/contract/checkout-payment'
import { buildPaymentData } from './payment-data'
import { parseProducts } from './products-field'
import { requestSignature } from './signature'
import { billableOrder, faspayConfig } from './test-config'

const storeOrigin = 'https://kainara.co.id'

describe('buildPaymentData', () => {
  test('fills every field of the payment form, signed over the bill number and total', () => {
    const config = faspayConfig()
    const data = buildPaymentData(billableOrder(), { config, storeOrigin })
    expect(PaymentDataSchema.parse(data)).toEqual(data)
    for (const field of PAYMENT_FORM_FIELDS) expect(data[field]).not.toBe('')
    expect(data).toMatchObject({
      merchant_id: '31932',
      merchant_name: 'KAINARA',
      order_id: 'KN-20261101-0001',
      order_reff: '9f3c2a7e-52d1-4c8e-9b7a-1d2e3f4a5b6c',
      bill_total: '1250000',
      custNo: '42',
      custName: 'Dewi Lestari',
      custEmail: 'dewi@example.co.id',
      return_url: 'https://kainara.co.id/payment/response',
      payment_url: 'https://dev.faspay.co.id/xpress/payment',
    })
    expect(data.signature).toBe(requestSignature(config, 'KN-20261101-0001', '1250000'))
  })

  test('dates the bill in Jakarta time and lets it expire 24 hours later', () => {
    const data = buildPaymentData(billableOrder(), { config: faspayConfig(), storeOrigin })
    expect(data.bill_date).toBe('2026-11-01 10:00:00')
    expect(data.bill_expired).toBe('2026-11-02 10:00:00')
  })

  test('lists the items at their unit prices and the shipping as a line of its own', () => {
    const data = buildPaymentData(billableOrder(), { config: faspayConfig(), storeOrigin })
    expect(parseProducts(data.products)).toEqual([
      { product: 'Kemeja Batik Parang', qty: 2, amount: 450000 },
      { product: 'Tas Anyaman Rotan', qty: 1, amount: 330000 },
      { product: 'SiCepat REG', qty: 1, amount: 20000 },
    ])
    const pickup = buildPaymentData(billableOrder({ shipping: null }), {
      config: faspayConfig(),
      storeOrigin,
    })
    expect(parseProducts(pickup.products)).toHaveLength(2)
  })

  test('sends and signs amounts in hundredths when the adapter is set to sen', () => {
    const config = faspayConfig({ amountUnit: 'sen' })
    const data = buildPaymentData(billableOrder(), { config, storeOrigin })
    expect(data.bill_total).toBe('125000000')
    expect(data.signature).toBe(requestSignature(config, 'KN-20261101-0001', '125000000'))
    expect(parseProducts(data.products)?.[0]?.amount).toBe(45000000)
  })

  test('posts to the live host when configured, and to the built-in page without a provider', () => {
    const live = faspayConfig({ paymentUrl: 'https://xpress.faspay.co.id/v3/payment' })
    expect(buildPaymentData(billableOrder(), { config: live, storeOrigin }).payment_url).toBe(
      'https://xpress.faspay.co.id/v3/payment',
    )
    const sandbox = faspayConfig({ provider: 'sandbox', paymentUrl: null })
    const data = buildPaymentData(billableOrder(), {
      config: sandbox,
      storeOrigin: `${storeOrigin}/`,
    })
    expect(data.payment_url).toBe('https://kainara.co.id/payment-sandbox')
    expect(data.return_url).toBe('https://kainara.co.id/payment/response')
  })
})
