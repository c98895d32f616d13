import { test as base, expect } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'

/** Rupiah amounts as the store prints them: 'IDR 1.250.000' -> 1250000. */
export function parseRupiah(text: string): number {
  const match = /IDR\s*([\d.]+)/.exec(text)
  if (!match?.[1]) throw new Error(`no price in ${JSON.stringify(text)}`)
  return Number(match[1].replace(/\./g, ''))
}

export class ProductListPage {
  constructor(readonly page: Page) {}

  cards(): Locator {
    return this.page.locator('main a[href^="/product/"]')
  }

  async foundCount(): Promise<number> {
    const found = this.page.getByText(/^Found \d+ Items$/)
    await expect(found).toBeVisible()
    return Number(/\d+/.exec((await found.textContent()) ?? '')?.[0])
  }

  /** The product links of the loaded cards, in the order shown. */
  async cardHrefs(): Promise<string[]> {
    return this.cards().evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  }

  /** Final prices of the loaded cards, in the order shown. */
  async cardPrices(): Promise<number[]> {
    const texts = await this.cards().evaluateAll((links) =>
      links.map((link) => link.querySelector('p')?.textContent ?? ''),
    )
    return texts.map(parseRupiah)
  }

  async scrollToEnd() {
    const end = this.page.getByText('All products has been loaded')
    for (let attempt = 0; attempt < 200 && !(await end.isVisible()); attempt++) {
      // Scroll the way a thumb does, a screen at a time, so the grid's end comes into view.
      await this.page.evaluate(() => window.scrollBy(0, window.innerHeight * 0.7))
      await this.page.waitForTimeout(120)
    }
    await expect(end).toBeVisible()
  }
}

/**
 * Waits until the store's page has hydrated: its first view is the server's HTML, painted
 * before the app's code is even asked for (decision 008), and a button does nothing until then.
 * Pages that are not the store's (the payment page) have no boot script and are not waited for.
 */
export async function untilHydrated(page: Page) {
  await page.waitForFunction(
    () =>
      !document.querySelector('script[data-entry]') ||
      document.documentElement.hasAttribute('data-hydrated'),
  )
}

export const test = base.extend<{ productList: ProductListPage }>({
  // Journeys act on a page that answers, after a load or a reload; what a tap or a choice does
  // before that is forms-before-hydration's.
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if (javaScriptEnabled !== false && options?.waitUntil !== 'commit') await untilHydrated(page)
      return response
    }
    const reload = page.reload.bind(page)
    page.reload = async (options) => {
      const response = await reload(options)
      if (javaScriptEnabled !== false && options?.waitUntil !== 'commit') await untilHydrated(page)
      return response
    }
    await use(page)
  },
  productList: async ({ page }, use) => {
    await use(new ProductListPage(page))
  },
})

export { expect }
