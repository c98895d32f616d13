import { expect, test } from 'vitest'
import { returnMessage } from './payment-messages'

test('a shopper back from a failed payment reads until when the order can be paid, as D MMM YYYY with the time in WIB', () => {
  const order = {
    status: 'WAITING_PAYMENT' as const,
    userId: null,
    expiresAt: new Date('2026-11-26T06:47:00Z'),
  }
  expect(returnMessage(order, false)).toBe(
    'Your payment did not go through. You can pay again until 26 Nov 2026 13:47 WIB.',
  )
})
