import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expectAccessible } from './accessibility'
import { expect, untilHydrated } from './fixtures'

type Message = string | { match?: Record<string, string> }[]
const catalogue = (app: string, language: string) =>
  JSON.parse(
    readFileSync(new URL(`../../apps/${app}/i18n/${language}.json`, import.meta.url), 'utf8'),
  ) as Record<string, Message>

/**
 * An app's English phrases that Bahasa says otherwise (two words or more, no
 * inputs): none of them may be read on a Bahasa page. Product names and
 * descriptions are the catalogue's, not the app's, and are not among them.
 */
export function englishPhrases(app: 'web' | 'admin'): string[] {
  const english = catalogue(app, 'en')
  const bahasa = catalogue(app, 'id')
  return Object.entries(english)
    .filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' && !entry[1].includes('{') && entry[1] !== bahasa[entry[0]],
    )
    .map(([, text]) => text)
    .filter((text) => text.trim().split(/\s+/).length >= 2)
}
export const ENGLISH_PHRASES = englishPhrases('web')

/**
 * A Bahasa page: lang="id", no English phrase of the shop, and no serious
 * accessibility fault. The promo bar is the owner's text from the catalogue's
 * content, in the language the catalogue gives (its Bahasa comes with the
 * catalogue's languages), and is left out.
 */
export async function expectBahasaPage(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'id')
  await untilHydrated(page)
  const text = await page.evaluate(() => {
    const promoBar = document.querySelector<HTMLElement>('[data-testid="promo-bar"]')
    return document.body.innerText.replace(promoBar?.innerText ?? '', '')
  })
  expect(ENGLISH_PHRASES.filter((phrase) => text.includes(phrase))).toEqual([])
  await expectAccessible(page)
}
