import { expect, test } from 'vitest'
import {
  PAYMENT_FORM_FIELDS,
  PaymentDataSchema,
  PaymentReturnSchema,
  confirmPayment,
} from './checkout-payment'
import { MESSAGES } from './messages'
import { accept, huge, refusal } from './test-utils'

const returned = {
  trx_id: '3183540500001172',
  merchant_id: '31835',
  merchant: 'Kainara',
  bill_no: 'KN250302000001',
  bill_ref: 'a1b2c3d4',
  bill_total: '736200',
  payment_reff: '123456',
  payment_date: '2025-03-02 10:20:00',
  bank_user_name: 'SARI WULANDARI',
  status: '2',
  signature: 'F'.repeat(40),
}

test('the hidden payment form posts every payment data field, then the channel list, but the page address', () => {
  expect(Object.keys(PaymentDataSchema.shape)).toEqual([
    ...PAYMENT_FORM_FIELDS,
    'payment_channel',
    'payment_url',
  ])
})

test('the return from the payment page is read from the query string, signature in lower case', () => {
  expect(accept(PaymentReturnSchema, returned).signature).toBe('f'.repeat(40))
})

test('a return with only the signed fields is still read', () => {
  const { merchant_id, bill_no, status, signature } = returned
  expect(accept(PaymentReturnSchema, { merchant_id, bill_no, status, signature })).toBeTruthy()
})

test('a tampered or oversized return is refused readably', () => {
  for (const change of [
    { signature: 'nope' },
    { status: 'PAID' },
    { bill_no: '' },
    { bank_user_name: huge() },
  ]) {
    expect(refusal(PaymentReturnSchema, { ...returned, ...change })).toBe(
      MESSAGES.paymentReturnInvalid,
    )
  }
})

test("the confirmation answers the order's status and a message, with its reference and how to follow it", () => {
  const body = {
    data: {
      trx_status: 'WAITING_PAYMENT',
      message: MESSAGES.thankYouGuest,
      trx_ref: 'Q59SAE6K-20261127',
      pickup: true,
      order_path: '/order/Q59SAE6K-20261127?key=abc',
    },
  }
  expect(accept(confirmPayment.response, body)).toEqual(body)
  const withoutReference = { ...body.data, trx_ref: undefined }
  expect(() => accept(confirmPayment.response, { data: withoutReference })).toThrow()
})
