import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'

async function firstProductPath(request: APIRequestContext) {
  const response = await request.get('/api/products?page=1&limit=1')
  const { products } = (await response.json()) as { products: { id: number }[] }
  return `/product/${products[0]?.id}`
}

test.describe('parts of a page below its first view', () => {
  test('wait to be laid out, and are there at once for the End key and a link to them', async ({
    page,
  }) => {
    const path = await firstProductPath(page.request)
    await page.goto(path)
    const footer = page.locator('footer').last()
    const reviews = page.getByRole('region', { name: 'Reviews' })
    // Not the footer: laid out late at a guessed height, the last part would move the page's end
    // away from where the End key had just taken the shopper.
    for (const part of [reviews, page.getByRole('region', { name: /You may also like/i })])
      expect(await part.evaluate((element) => getComputedStyle(element).contentVisibility)).toBe(
        'auto',
      )

    await page.keyboard.press('End')
    // The footer's last line, the end of the page, is what the shopper sees.
    await expect(footer.getByRole('link').last()).toBeInViewport()

    await page.goto(`${path}#reviews`)
    await expect(reviews.getByRole('heading', { name: 'Reviews' })).toBeInViewport()
  })

  test("the home's looks and newsletter show whole when scrolled to", async ({ page }) => {
    await page.goto('/')
    const newsletter = page.getByRole('region', { name: /Newsletter/i })
    await newsletter.scrollIntoViewIfNeeded()
    await expect(newsletter.getByRole('textbox').first()).toBeInViewport()
    const box = await newsletter.boundingBox()
    expect(box?.height).toBeGreaterThan(200)
  })
})
