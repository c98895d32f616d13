import { PAYMENT_FORM_FIELDS } from '@store/contract/checkout-payment'
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
  for (const name of PAYMENT_FORM_FIELDS) {
    const input = document.createElement('input')
    input.type = 'hidden'
    input.name = name
    input.value = paymentData[name]
    form.append(input)
  }
  document.body.append(form)
  form.submit()
}
