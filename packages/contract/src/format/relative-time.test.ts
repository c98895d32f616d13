import { expect, test } from 'vitest'
import { formatRelativeTime } from './relative-time'

const now = new Date('2026-11-02T03:00:00Z') // 10:00 in Jakarta

test('three hours ago reads so in English and in Bahasa', () => {
  expect(formatRelativeTime('2026-11-02 07:00:00', now)).toBe('3 hours ago')
  expect(formatRelativeTime('2026-11-02 07:00:00', now, 'id')).toBe('3 jam yang lalu')
})

test('minutes, yesterday and days, as the glossary has them in Bahasa', () => {
  expect(formatRelativeTime('2026-11-02 09:55:00', now, 'id')).toBe('5 menit yang lalu')
  expect(formatRelativeTime('2026-11-01 10:00:00', now)).toBe('yesterday')
  expect(formatRelativeTime('2026-11-01 10:00:00', now, 'id')).toBe('kemarin')
  expect(formatRelativeTime('2026-10-30 10:00:00', now, 'id')).toBe('3 hari yang lalu')
})

test('under a minute is now, and baru saja in Bahasa', () => {
  expect(formatRelativeTime('2026-11-02 09:59:30', now)).toBe('now')
  expect(formatRelativeTime('2026-11-02 09:59:30', now, 'id')).toBe('baru saja')
})

test('an unreadable moment shows nothing rather than a wrong time', () => {
  expect(formatRelativeTime('soon', now)).toBe('')
})
