import { expect, test } from 'vitest'
import { FAQ_TOPICS } from './faq'

test('the English FAQ has the five tabs of the spec, each with answers', () => {
  expect(FAQ_TOPICS.map((topic) => topic.label)).toEqual(['Account', 'Shopping Cart', 'Shipping & Handling', 'Payment', 'Help'])
  for (const topic of FAQ_TOPICS) expect(topic.items.length).toBeGreaterThan(0)
})

test('answers quote the business facts: 08:00 WIB same-day shipping, 3-day returns, Rp 20.000 refund', () => {
  const answers = FAQ_TOPICS.flatMap((topic) => topic.items.map((item) => item.answer)).join(' ')
  expect(answers).toContain('before 08:00 WIB are shipped the same day')
  expect(answers).toContain('within 3 days of receiving')
  expect(answers).toContain('up to Rp 20.000')
  expect(answers).toContain('1x24 hours')
})
