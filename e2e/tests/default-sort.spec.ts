import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/** The product list requests the browser makes from now on. */
function listRequests(page: Page): URL[] {
  const seen: URL[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/api/products') seen.push(url)
  })
  return seen
}

const isDescending = (prices: number[]) =>
  prices.every((price, index) => index === 0 || (prices[index - 1] ?? 0) >= price)

test('a list opened without a sort shows and asks for price, high to low', async ({
  page,
  productList,
}) => {
  const requests = listRequests(page)
  await page.goto('/products?category_id=7')
  await expect(page.getByLabel('Sort by')).toHaveValue('PRICE_DESC')
  await expect(productList.cards()).toHaveCount(8)
  expect(isDescending(await productList.cardPrices())).toBe(true)

  await expect
    .poll(async () => {
      await page.keyboard.press('End')
      return productList.cards().count()
    })
    .toBeGreaterThanOrEqual(16)
  expect(isDescending(await productList.cardPrices())).toBe(true)
  // The server pre-rendered the first page in the same order, so only later pages are asked for.
  expect(requests.map((url) => url.searchParams.get('page'))).not.toContain('1')
  expect(requests.length).toBeGreaterThan(0)
  for (const url of requests) expect(url.searchParams.get('sort')).toBe('PRICE_DESC')
})

test('choosing Newest keeps it in the URL and the default leaves the URL clean', async ({
  page,
  productList,
}) => {
  await page.goto('/products?category_id=7')
  await page.getByLabel('Sort by').selectOption('NEWEST')
  await expect(page).toHaveURL(/sort=NEWEST/)
  await page.reload()
  await expect(page.getByLabel('Sort by')).toHaveValue('NEWEST')
  await page.getByLabel('Sort by').selectOption('PRICE_DESC')
  await expect(page).toHaveURL(/\/products\?category_id=7$/)
  await expect(productList.cards()).toHaveCount(8)
  expect(isDescending(await productList.cardPrices())).toBe(true)
})

test('a search also opens by price, high to low, and Best match stays a choice', async ({
  page,
  productList,
}) => {
  const requests = listRequests(page)
  await page.goto('/products?search=linen')
  const sort = page.getByLabel('Sort by')
  await expect(sort).toHaveValue('PRICE_DESC')
  await expect(productList.cards().first()).toBeVisible()
  expect(isDescending(await productList.cardPrices())).toBe(true)

  await sort.selectOption({ label: 'Best match' })
  await expect(page).toHaveURL(/sort=BEST_MATCH/)
  await expect.poll(() => requests.length).toBeGreaterThan(0)
  expect(requests.at(-1)?.searchParams.has('sort')).toBe(false)
  await expect(productList.cards().first()).toContainText(/linen/i)

  await page.reload()
  await expect(sort).toHaveValue('')
  await page.goBack()
  await expect(sort).toHaveValue('PRICE_DESC')
})
