import { expect, test } from 'vitest'
import * as enFaq from './en/faq'
import * as idFaq from './id/faq'
import * as enHowTo from './en/how-to-steps'
import * as idHowTo from './id/how-to-steps'
import * as enTerms from './en/terms'
import * as idTerms from './id/terms'
import type { LegalSection } from './legal-section'
import { PRIVACY_SECTIONS } from './privacy-policy'
import { PRIVACY_SECTIONS_ENGLISH } from './privacy-policy-english'

const shapeOfFaq = (topics: typeof enFaq.FAQ_TOPICS) =>
  topics.map((topic) => ({
    id: topic.id,
    items: topic.items.map((item) => ({ link: item.link?.to ?? null })),
  }))
const shapeOfLegal = (sections: readonly LegalSection[]) =>
  sections.map((section) => [section.paragraphs.length, section.items?.length ?? 0])

test('the FAQ has the same tabs, questions and links in both languages', () => {
  expect(shapeOfFaq(idFaq.FAQ_TOPICS)).toEqual(shapeOfFaq(enFaq.FAQ_TOPICS))
})

test('each how-to guide has the same steps in both languages', () => {
  for (const guide of ['ONLINE_DELIVERY', 'PICKUP_ON_STORE'] as const)
    expect(idHowTo[guide].steps.length).toBe(enHowTo[guide].steps.length)
})

test('the terms have the same sections, paragraphs and points in both languages', () => {
  expect(shapeOfLegal(idTerms.TERMS_SECTIONS)).toEqual(shapeOfLegal(enTerms.TERMS_SECTIONS))
})

test('the English reading of the privacy policy follows the Indonesian text section by section', () => {
  expect(shapeOfLegal(PRIVACY_SECTIONS_ENGLISH)).toEqual(shapeOfLegal(PRIVACY_SECTIONS))
})

test('the Bahasa FAQ quotes the same business facts: 08.00 WIB, 3 days, Rp 20.000, 1x24 jam', () => {
  const answers = idFaq.FAQ_TOPICS.flatMap((topic) => topic.items.map((item) => item.answer)).join(' ')
  expect(answers).toContain('sebelum pukul 08.00 WIB dikirim di hari yang sama')
  expect(answers).toContain('dalam 3 hari')
  expect(answers).toContain('hingga Rp 20.000')
  expect(answers).toContain('1x24 jam')
})
