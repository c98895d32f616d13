import { expect, test } from 'vitest'
import { formatJakartaDateTime } from './jakarta-time'

test('an instant is written in Jakarta time, seven hours ahead of UTC', () => {
  expect(formatJakartaDateTime(new Date('2026-11-01T20:30:05Z'))).toBe('2026-11-02 03:30:05')
})
