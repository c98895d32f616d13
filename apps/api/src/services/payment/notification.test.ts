import { describe, expect, test } from 'vitest'
import { PaymentNotificationResponseSchema } from '@store/contract/payment'
import { notificationAnswer, paymentOutcome } from './notification'

const notification = { trx_id: '3193240000001234', merchant_id: '31932', bill_no: 'KN-1' }
const now = new Date('2026-11-01T03:20:05Z')

describe('notificationAnswer', () => {
  test("answers a first notification '00 Sukses' in Faspay's shape", () => {
    const answer = notificationAnswer(notification, 'accepted', now)
    expect(PaymentNotificationResponseSchema.parse(answer)).toEqual({
      response: 'Payment Notification',
      trx_id: '3193240000001234',
      merchant_id: '31932',
      bill_no: 'KN-1',
      response_code: '00',
      response_desc: 'Sukses',
      response_date: '2026-11-01 10:20:05',
    })
  })

  test("answers a repeat '14 Transaction Already Paid'", () => {
    expect(notificationAnswer(notification, 'alreadyPaid', now)).toMatchObject({
      response_code: '14',
      response_desc: 'Transaction Already Paid',
    })
  })
})

describe('paymentOutcome', () => {
  test('a success pays a waiting order once; a repeat changes nothing and says already paid', () => {
    expect(paymentOutcome('WAITING_PAYMENT', '2')).toEqual({
      answer: 'accepted',
      nextStatus: 'PAID',
      needsAttention: false,
    })
    for (const status of ['PAID', 'PROCESSED', 'SHIPPED', 'COMPLETED'] as const) {
      expect(paymentOutcome(status, '2')).toMatchObject({ answer: 'alreadyPaid', nextStatus: null })
    }
  })

  test('a failed attempt leaves the order waiting so the shopper can pay again', () => {
    expect(paymentOutcome('WAITING_PAYMENT', '3')).toMatchObject({ nextStatus: null })
    expect(paymentOutcome('WAITING_PAYMENT', '1')).toMatchObject({ nextStatus: null })
  })

  test('cancel, expiry and reversal move the order only where its status allows', () => {
    expect(paymentOutcome('WAITING_PAYMENT', '8').nextStatus).toBe('CANCELLED')
    expect(paymentOutcome('WAITING_PAYMENT', '7').nextStatus).toBe('EXPIRED')
    expect(paymentOutcome('PAID', '4').nextStatus).toBe('CANCELLED')
    expect(paymentOutcome('SHIPPED', '4').nextStatus).toBeNull()
    expect(paymentOutcome('CANCELLED', '4')).toMatchObject({
      nextStatus: null,
      needsAttention: false,
    })
    expect(paymentOutcome('EXPIRED', '8').nextStatus).toBeNull()
  })

  test('money for an order that already expired is flagged for a person, not silently paid', () => {
    expect(paymentOutcome('EXPIRED', '2')).toEqual({
      answer: 'accepted',
      nextStatus: null,
      needsAttention: true,
    })
  })
})

test('a reversal after the order moved past paid is flagged for a person, not moved', () => {
  for (const status of ['PROCESSED', 'SHIPPED', 'READY_FOR_PICKUP', 'COMPLETED'] as const) {
    expect(paymentOutcome(status, '4')).toEqual({
      answer: 'accepted',
      nextStatus: null,
      needsAttention: true,
    })
  }
  expect(paymentOutcome('PAID', '4').needsAttention).toBe(false)
})
