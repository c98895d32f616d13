import { describe, expect, test } from 'vitest'
import { createPaymentGuide } from '@store/contract/test-factories'
import { groupedCode, paymentSteps } from './payment-steps'

const AMOUNT = 'IDR 736.200'

describe('the steps to pay a waiting order', () => {
  test('a virtual account names its bank, gives the number again in groups of four and the amount', () => {
    const steps = paymentSteps(createPaymentGuide(), AMOUNT)
    expect(steps[0]).toBe('Open BCA mobile banking or internet banking, or go to a BCA ATM.')
    expect(steps[1]).toContain('enter the number 7021 2345 6789 0123.')
    expect(steps[2]).toBe(
      'Check that the amount is IDR 736.200 and the name is KAINARA, then confirm.',
    )
  })

  test("a virtual account whose number lives on the provider's page sends the shopper there for it", () => {
    const steps = paymentSteps(createPaymentGuide({ pay_code: null }), AMOUNT)
    expect(steps[1]).toContain('the number the payment page gave you')
  })

  test('before a channel is chosen, the steps say how to choose one', () => {
    const guide = createPaymentGuide({ channel_kind: null, channel_name: null, pay_code: null })
    expect(paymentSteps(guide, AMOUNT)[0]).toMatch(/^Open the bill and choose how to pay/)
  })

  test('each kind of channel has its own steps, with its name where one is needed', () => {
    const named = (channel_kind: 'ewallet' | 'retail' | 'paylater', channel_name: string) =>
      paymentSteps(createPaymentGuide({ channel_kind, channel_name, pay_code: null }), AMOUNT)
    expect(named('ewallet', 'DANA')[0]).toBe('Open the DANA app on the phone number you gave.')
    expect(named('retail', 'Indomaret')[2]).toBe('Pay IDR 736.200 in cash and keep the receipt.')
    expect(named('paylater', 'Kredivo')[1]).toBe(
      'Choose the tenor and approve IDR 736.200 to KAINARA.',
    )
    const qris = paymentSteps(createPaymentGuide({ channel_kind: 'qris', pay_code: null }), AMOUNT)
    expect(qris[1]).toMatch(/any bank or e-wallet app/)
    const card = paymentSteps(createPaymentGuide({ channel_kind: 'card', pay_code: null }), AMOUNT)
    expect(card[1]).toMatch(/3-D Secure/)
  })

  test('a payment code is grouped by four digits as banks print it', () => {
    expect(groupedCode('7021234567890123')).toBe('7021 2345 6789 0123')
  })
})
