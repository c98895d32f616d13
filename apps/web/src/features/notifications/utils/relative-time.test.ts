import { expect, test } from 'vitest'
import { relativeTime } from './relative-time'

const now = new Date('2026-11-02T03:00:00Z') // 10:00 in Jakarta

test('a notification from three hours ago reads so in English and in Indonesian', () => {
  expect(relativeTime('2026-11-02 07:00:00', now, 'en')).toBe('3 hours ago')
  expect(relativeTime('2026-11-02 07:00:00', now, 'id')).toBe('3 jam yang lalu')
})

test('yesterday, and just now', () => {
  expect(relativeTime('2026-11-01 10:00:00', now, 'en')).toBe('yesterday')
  expect(relativeTime('2026-11-02 10:00:00', now, 'en')).toBe('now')
})
