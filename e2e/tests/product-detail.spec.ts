import { expectAccessible } from './accessibility'
import { expect, test } from './fixtures'

test('a shopper opens a product, zooms, picks a size and checks stock locations', async ({
  page,
  productList,
}) => {
  await page.goto('/products?category_sub_id=602')
  await productList.foundCount()
  const firstCard = productList.cards().first()
  const name = (await firstCard.locator('h3').textContent()) ?? ''
  await firstCard.click()
  await expect(page).toHaveURL(/\/product\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  await expect(page).toHaveTitle(new RegExp(name))
  await expectAccessible(page)

  await page.getByRole('button', { name: /^Zoom image 1 of \d+$/ }).click()
  const zoom = page.getByRole('dialog')
  await expect(zoom).toBeVisible()
  await zoom.getByRole('button', { name: 'Next image' }).click()
  await page.keyboard.press('Escape')
  await expect(zoom).toBeHidden()

  await page.getByRole('button', { name: 'Check Stock Locations' }).click()
  await expect(page.getByText('Please choose a size.')).toBeVisible()

  await page
    .getByRole('button', { name: /^Size [A-Z0-9]+$/ })
    .first()
    .click()
  await page.getByRole('button', { name: 'Check Stock Locations' }).click()
  const locations = page.getByRole('dialog', { name: 'Stock Locations' })
  await expect(locations).toBeVisible()
  await expect(locations.getByRole('heading', { level: 3 }).first()).toBeVisible()
  await expect(locations.getByRole('link', { name: /map/i }).first()).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps/,
  )
})

test('an out-of-stock size points to the wishlist', async ({ page, request }) => {
  // Find, through the API, a product with a sold-out size.
  let productId = 0
  for (let pageNo = 1; pageNo <= 10 && !productId; pageNo++) {
    const list = (await (await request.get(`/api/products?limit=48&page=${pageNo}`)).json()) as {
      products: { id: number }[]
    }
    for (const { id } of list.products) {
      const { product } = (await (await request.get(`/api/product?id=${id}`)).json()) as {
        product: { sizes: { is_available: number }[] }
      }
      if (product.sizes.some((size) => size.is_available === 0) && product.sizes.length > 1) {
        productId = id
        break
      }
    }
  }
  expect(productId).toBeGreaterThan(0)
  await page.goto(`/product/${productId}`)
  await page
    .getByRole('button', { name: /out of stock$/ })
    .first()
    .click()
  await expect(
    page.getByText('This size is out of stock, but you can always add this item to wishlist'),
  ).toBeVisible()
})

test('an unknown product says it cannot be retrieved over the not-found page', async ({ page }) => {
  const response = await page.goto('/product/999999')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible()
  await expect(page.getByText('Fail to retrieve product.')).toHaveCount(1)
  await expectAccessible(page)
  await page
    .getByRole('link', { name: /continue shopping|all products|shop/i })
    .first()
    .click()
  await expect(page).toHaveURL(/\/products/)
})

test('a product link that is not a product id says the product cannot be retrieved', async ({
  page,
}) => {
  await page.goto('/product/summer-linen')
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible()
  await expect(page.getByText('Fail to retrieve product.')).toHaveCount(1)
})

test('a product gone since its card was shown says it cannot be retrieved', async ({
  page,
  productList,
}) => {
  await page.goto('/products?category_id=8')
  await productList.foundCount()
  await page.route('**/api/product?**', (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ error: { message: 'This product does not exist.' } }),
    }),
  )
  await productList.cards().first().click()
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible()
  await expect(page.getByText('Fail to retrieve product.')).toHaveCount(1)
})

test('the product page the server sends already carries its title and JSON-LD', async ({
  request,
}) => {
  const list = (await (await request.get('/api/products?limit=1')).json()) as {
    products: { id: number; product_name: string }[]
  }
  const product = list.products[0]
  const html = await (await request.get(`/product/${product?.id}`)).text()
  expect(html).toContain(`<title>${product?.product_name} | KAINARA</title>`)
  expect(html).toContain('"@type":"Product"')
  expect(html).toContain('property="og:image"')
})
