import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

test('a page opened afresh in the same tab starts at its top, not where the last page was left', async ({
  page,
  productList,
}) => {
  await page.goto('/products?category_id=6')
  await productList.foundCount()
  await expect
    .poll(async () => {
      await page.keyboard.press('End')
      return scrollY(page)
    })
    .toBeGreaterThan(1000)

  await page.goto('/faq')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect.poll(() => scrollY(page)).toBe(0)
})

test('a reloaded list comes back where the shopper was', async ({ page, productList }) => {
  await page.goto('/products?category_id=7')
  await productList.foundCount()
  await page.evaluate(() => window.scrollTo(0, 900))
  await expect.poll(() => scrollY(page)).toBe(900)
  await page.reload()
  await productList.foundCount()
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0)
})
