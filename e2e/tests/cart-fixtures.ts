import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect } from './fixtures'

export interface Pick {
  id: number
  name: string
  sizes: string[]
}

type ProductAnswer = {
  product: {
    product_name: string
    sizes: { size_code: string; size_name: string; is_available: number }[]
  }
}

/** Size names a showroom holds at least `qty` of, for batik products (the demo's batik bundle). */
export async function stockedBatik(request: APIRequestContext, qty: number): Promise<Pick[]> {
  const list = (await (await request.get('/api/products?category_sub_id=603&limit=12')).json()) as {
    products: { id: number }[]
  }
  const picks: Pick[] = []
  for (const { id } of list.products) {
    const { product } = (await (await request.get(`/api/product?id=${id}`)).json()) as ProductAnswer
    const sizes: string[] = []
    for (const size of product.sizes.filter((option) => option.is_available === 1)) {
      const answer = await request.post('/api/check-stock-location', {
        data: { product_detail_id: id, size: size.size_code, qty },
      })
      const { showrooms } = (await answer.json()) as { showrooms: unknown[] }
      if (showrooms.length > 0) sizes.push(size.size_name)
    }
    if (sizes.length > 0) picks.push({ id, name: product.product_name, sizes })
    if (picks.length >= 3 && picks.some((pick) => pick.sizes.length >= 2)) break
  }
  return picks
}

export async function addToCart(page: Page, productId: number, size: string) {
  await page.goto(`/product/${productId}`)
  await page.getByRole('button', { name: `Size ${size}`, exact: true }).click()
  await page.getByRole('button', { name: 'Add to Cart' }).first().click()
  const drawer = page.getByRole('dialog', { name: 'Your Cart' })
  await expect(drawer).toBeVisible()
  return drawer
}

/** The visible control of a line: the table on a laptop, the card on a phone. */
export const lineControl = (page: Page, label: string): Locator =>
  page.getByRole('main').getByRole('button', { name: label }).filter({ visible: true })
