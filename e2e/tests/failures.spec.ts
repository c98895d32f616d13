import { expect, test } from './fixtures'

const serverError = {
  status: 500,
  contentType: 'application/json',
  body: JSON.stringify({
    error: { message: 'Something went wrong on our side. Please try again.' },
  }),
}

// The messages of a failed call are the same at both sizes, and the list and product pages
// they sit on are proven at both sizes by product-list and product-detail: desktop only.
test(
  'a list that cannot load says so and offers to try again',
  { tag: '@one-size' },
  async ({ page, productList }) => {
    await page.goto('/products?category_id=6')
    await productList.foundCount()
    await page.route('**/api/products?**', (route) => route.fulfill(serverError))
    await page.getByLabel('Sort by').selectOption('PRICE_ASC')
    await expect(page.getByText('Fail to retrieve products.').first()).toBeVisible()
    await expect(page.getByText('Error 500: Internal Server Error')).toBeVisible()

    await page.unroute('**/api/products?**')
    await page
      .getByRole('button', { name: /try again/i })
      .first()
      .click()
    await expect(productList.cards()).toHaveCount(8)
  },
)

test('a product that cannot load says so', { tag: '@one-size' }, async ({ page, productList }) => {
  await page.goto('/products?category_id=7')
  await productList.foundCount()
  await page.route('**/api/product?**', (route) => route.fulfill(serverError))
  await productList.cards().first().click()
  await expect(page.getByText('Fail to retrieve product.').first()).toBeVisible()
})

test(
  'no answer from the server shows Error 0 and the connection message',
  { tag: '@one-size' },
  async ({ page, productList }) => {
    await page.goto('/products?category_id=8')
    await productList.foundCount()
    await page.route('**/api/products?**', (route) => route.abort('connectionfailed'))
    await page.getByLabel('Sort by').selectOption('PRICE_ASC')
    await expect(page.getByText(/^Error 0: /)).toBeVisible()
    await expect(page.getByText('Connection failed, please try again').first()).toBeVisible()
    await expect(page.getByText('Fail to retrieve products.').first()).toBeVisible()
  },
)
