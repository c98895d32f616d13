import { expect, test } from './fixtures'

test("a sale list keeps the server's title once the page answers, and the heading reads as the title", async ({
  page,
  request,
}) => {
  const html = await (await request.get('/products?category_id=6&sale=1')).text()
  expect(html).toContain('<title>Sale: Men | KAINARA</title>')
  await page.goto('/products?category_id=6&sale=1')
  await expect(page.getByRole('heading', { level: 1, name: 'Men' })).toBeVisible()
  await expect(page).toHaveTitle('Sale: Men | KAINARA')
  await page.goto('/products?category_sub_id=603')
  await expect(page.getByRole('heading', { level: 1, name: 'Batik' })).toBeVisible()
  await expect(page).toHaveTitle('Men Batik | KAINARA')
})

test('a product address spelt other than in plain digits is not found, as the API refuses that id', async ({
  page,
  request,
}) => {
  const list = (await (await request.get('/api/products?category_id=6&limit=1')).json()) as {
    products: { id: number }[]
  }
  const id = list.products[0]?.id ?? 0
  await page.goto(`/product/${id}`)
  await expect(page.getByRole('heading', { name: 'Product not found' })).toHaveCount(0)
  for (const spelling of [`0${id}`, `${id}.0`, `+${id}`, `${id}e0`]) {
    const response = await page.goto(`/product/${encodeURIComponent(spelling)}`)
    expect({ spelling, status: response?.status() }).toEqual({ spelling, status: 404 })
    await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible()
    const api = await request.get(`/api/product?id=${encodeURIComponent(spelling)}`)
    expect({ spelling, status: api.status() }).toEqual({ spelling, status: 400 })
  }
})
