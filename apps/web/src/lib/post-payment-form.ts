import { PAYMENT_CHANNEL_FIELD, PAYMENT_FORM_FIELDS } from '@store/contract/checkout-payment'
import type { PaymentData } from '@store/contract/checkout-payment'

/**
 * Posts the hidden form of spec section 4 to the payment page: a real form
 * post, as the provider expects, not a request the page could read.
 */
export function postPaymentForm(paymentData: PaymentData) {
  const form = document.createElement('form')
  form.method = 'post'
  form.action = paymentData.payment_url
  form.hidden = true
  const hidden = (name: string, value: string) => {
    const input = document.createElement('input')
    input.type = 'hidden'
    input.name = name
    input.value = value
    form.append(input)
  }
  for (const name of PAYMENT_FORM_FIELDS) hidden(name, paymentData[name])
  for (const uid of paymentData.payment_channel) hidden(PAYMENT_CHANNEL_FIELD, uid)
  document.body.append(form)
  form.submit()
}
