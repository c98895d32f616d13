import { expectAccessible } from './accessibility'
import { expect, test } from './fixtures'

test('a shopper scrolls a category until every product is loaded', async ({
  page,
  productList,
}) => {
  await page.goto('/products?category_sub_id=603')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/batik/i)
  const count = await productList.foundCount()
  expect(count).toBeGreaterThan(8)
  await expect(productList.cards()).toHaveCount(8)
  await expectAccessible(page)
  await productList.scrollToEnd()
  await expect(productList.cards()).toHaveCount(count)
})

test('sorting by price reorders the list and is kept in the URL', async ({ page, productList }) => {
  await page.goto('/products?category_id=6')
  await productList.foundCount()
  await page.getByLabel('Sort by').selectOption('PRICE_ASC')
  await expect(page).toHaveURL(/sort=PRICE_ASC/)
  // The address changes a moment before the list is drawn again in its new order.
  const inOrder = (prices: number[]) =>
    prices.every((price, i) => i === 0 || prices[i - 1]! <= price)
  await expect.poll(async () => inOrder(await productList.cardPrices())).toBe(true)
  await expect(productList.cards()).toHaveCount(8)
  const ascending = await productList.cardPrices()
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b))

  await page.getByLabel('Sort by').selectOption('PRICE_DESC')
  // Price, high to low is the page's default, which the URL leaves out.
  await expect(page).toHaveURL(/\/products\?category_id=6$/)
  // As above, the list is drawn again a moment after the address changes: wait for its new order
  // (the first card's price is shown as rupiah, so its text never matches a bare number).
  const reversed = (prices: number[]) =>
    prices.length > 0 &&
    prices[0]! > (ascending[0] ?? 0) &&
    prices.every((price, i) => i === 0 || prices[i - 1]! >= price)
  await expect.poll(async () => reversed(await productList.cardPrices())).toBe(true)
  const descending = await productList.cardPrices()
  expect(descending).toEqual([...descending].sort((a, b) => b - a))
  expect(descending[0]).toBeGreaterThan(ascending[0] ?? 0)
})

test('a search that finds nothing shows Coming Soon! with a way back', async ({ page }) => {
  await page.goto('/products?search=zzqxjv')
  await expect(page.getByText('Coming Soon!')).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('link', { name: /continue shopping/i }).click()
  await expect(page).toHaveURL(/\/products$/)
})

test('a misspelt search still finds batik', async ({ page, productList }) => {
  await page.goto('/products?search=battik')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('battik')
  expect(await productList.foundCount()).toBeGreaterThan(0)
  await expect(productList.cards().first()).toContainText(/batik/i)
  await expect(page.getByText('Showing results for batik')).toBeVisible()
  await expectAccessible(page)
})

test('a search found as typed says nothing about a correction', async ({ page, productList }) => {
  await page.goto('/products?search=batik')
  expect(await productList.foundCount()).toBeGreaterThan(0)
  await expect(page.getByText(/Showing results for/)).toHaveCount(0)
})

test('a size filter keeps the count it promised and lives in the URL', async ({
  page,
  productList,
}, testInfo) => {
  await page.goto('/products?category_id=6')
  await productList.foundCount()
  if (testInfo.project.name === 'phone') await page.getByRole('button', { name: 'Filter' }).click()
  const sizeM = page.getByRole('button', { name: /^Size M, \d+ items$/ }).first()
  const promised = Number(/(\d+) items/.exec((await sizeM.getAttribute('aria-label')) ?? '')?.[1])
  await sizeM.click()
  await expect(page).toHaveURL(/sizes=M/)
  if (testInfo.project.name === 'phone')
    await page.getByRole('button', { name: /^Show \d+ Items$/ }).click()
  await expect(page.getByText(`Found ${promised} Items`)).toBeVisible()
})
