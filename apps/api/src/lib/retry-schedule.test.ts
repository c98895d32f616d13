import { describe, expect, test } from 'vitest'
import { MAIL_RETRIES, PAYMENT_NOTIFICATION_RETRIES, retryDelay } from './retry-schedule'

const MINUTE = 60_000

describe('a retry schedule', () => {
  test('a kept mail is tried again 1, 5, 15 and 30 minutes later, then every hour', () => {
    const waits = [1, 2, 3, 4, 5, 6, 50].map((retry) => retryDelay(MAIL_RETRIES, retry) / MINUTE)
    expect(waits).toEqual([1, 5, 15, 30, 60, 60, 60])
  })

  test("the payment page's notification is sent again three times, then given up", () => {
    const waits = [1, 2, 3, 4].map((retry) => retryDelay(PAYMENT_NOTIFICATION_RETRIES, retry))
    expect(waits).toEqual([2_000, 5_000, 10_000, null])
  })

  test('retries are counted from one', () => {
    for (const retry of [0, -1, 1.5, Number.NaN])
      expect(() => retryDelay(MAIL_RETRIES, retry)).toThrow(/counted from 1/)
  })
})
