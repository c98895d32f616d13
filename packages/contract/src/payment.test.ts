import { describe, expect, test } from 'vitest'
import {
  NOTIFICATION_ANSWERS,
  PAYMENT_STATUS,
  PAYMENT_STATUS_DESCRIPTIONS,
  PaymentNotificationResponseSchema,
  PaymentNotificationSchema,
  trxStatusForPayment,
} from './payment'
import { accept, huge, refusal } from './test-utils'

const signature = 'a'.repeat(40)
const notification = {
  request: 'Payment Notification',
  trx_id: '3183540500001172',
  merchant_id: '31835',
  merchant: 'Kainara',
  bill_no: 'KN250302000001',
  payment_reff: '123456',
  payment_date: '2025-03-02 10:20:00',
  payment_status_code: '2',
  payment_status_desc: 'Payment Sukses',
  bill_total: '736200',
  payment_total: '736200',
  payment_channel_uid: '402',
  payment_channel: 'CIMB VA',
  signature,
}

describe('payment notifications', () => {
  test("the provider's notification is accepted as it sends it", () => {
    expect(accept(PaymentNotificationSchema, notification)).toEqual(notification)
  })

  test('numbers sent where text is expected are read as text', () => {
    const parsed = accept(PaymentNotificationSchema, {
      ...notification,
      bill_total: 736200,
      payment_status_code: 2,
    })
    expect(parsed).toMatchObject({ bill_total: '736200', payment_status_code: '2' })
  })

  test('a notification without bill number, status or a well-formed signature is refused', () => {
    expect(refusal(PaymentNotificationSchema, { ...notification, bill_no: undefined })).toBe(
      'bill_no is missing or not valid.',
    )
    expect(refusal(PaymentNotificationSchema, { ...notification, payment_status_code: '6' })).toBe(
      'payment_status_code is missing or not valid.',
    )
    expect(refusal(PaymentNotificationSchema, { ...notification, signature: 'abc' })).toBe(
      'signature is missing or not valid.',
    )
  })

  test('oversized provider fields are refused', () => {
    expect(refusal(PaymentNotificationSchema, { ...notification, trx_id: huge() })).toBe(
      'trx_id is missing or not valid.',
    )
  })

  test('our answer acknowledges the notification, 00 first time and 14 on a repeat', () => {
    const answer = {
      response: 'Payment Notification',
      trx_id: notification.trx_id,
      merchant_id: notification.merchant_id,
      bill_no: notification.bill_no,
      ...NOTIFICATION_ANSWERS.alreadyPaid,
      response_date: '2025-03-02 10:20:05',
    }
    expect(accept(PaymentNotificationResponseSchema, answer).response_code).toBe('14')
    expect(NOTIFICATION_ANSWERS.accepted).toEqual({ response_code: '00', response_desc: 'Sukses' })
  })
})

describe('payment statuses', () => {
  test('every status code has its provider description', () => {
    expect(PAYMENT_STATUS_DESCRIPTIONS[PAYMENT_STATUS.SUCCESS]).toBe('Payment Success')
    expect(Object.keys(PAYMENT_STATUS_DESCRIPTIONS)).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '7',
      '8',
      '9',
    ])
  })

  test('only a success pays an order; expiry and cancellation close it; a failure can be retried', () => {
    expect(trxStatusForPayment('2')).toBe('PAID')
    expect(trxStatusForPayment('7')).toBe('EXPIRED')
    expect(trxStatusForPayment('8')).toBe('CANCELLED')
    expect(trxStatusForPayment('4')).toBe('CANCELLED')
    for (const code of ['0', '1', '3', '5', '9'] as const)
      expect(trxStatusForPayment(code)).toBeNull()
  })
})
