import { expect, test } from 'vitest'
import { PRIVACY_SECTIONS } from './privacy-policy'

const text = PRIVACY_SECTIONS.flatMap((section) => [section.title, ...section.paragraphs, ...(section.items ?? [])]).join(' ')

test('the privacy policy has the 20 numbered sections of the spec', () => {
  expect(PRIVACY_SECTIONS).toHaveLength(20)
})

test('minors are those under 16, and disputes go to arbitration in Jakarta after 60 calendar days', () => {
  expect(text).toContain('di bawah usia 16')
  expect(text).toMatch(/musyawarah/)
  expect(text).toContain('60 (enam puluh) hari kalender')
  expect(text).toContain('arbitrase di Jakarta')
})

test('it tells shoppers which phone numbers reach the company', () => {
  expect(text).toMatch(/\+62 811-0000-0000/)
})
