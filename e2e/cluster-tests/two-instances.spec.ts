import { randomUUID } from 'node:crypto'
import { devices } from '@playwright/test'
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test'
import { expectAccessible } from '../tests/accessibility'
import { createStaff, signInToBackOffice } from '../tests/admin/staff'
import { addToCart, lineControl } from '../tests/cart-fixtures'
import { expect, test } from '../tests/fixtures'
import { clusterInstances, instancesThatServed, servedFor } from './journey-log'

test.describe.configure({ timeout: 120_000 })

interface Piece {
  id: number
  name: string
  sizeCode: string
  sizeName: string
}

type ProductAnswer = {
  product: {
    product_name: string
    sizes: { size_code: string; size_name: string; is_available: number }[]
  }
}

/**
 * A stocked size of a product no other journey of the run picks: the oldest footwear (the
 * shop's journeys take the newest of their categories), since this one sells it out.
 */
async function pieceOfItsOwn(request: APIRequestContext): Promise<Piece> {
  const list = (await (
    await request.get('/api/products?category_sub_id=804&limit=40&sort=NEWEST')
  ).json()) as { products: { id: number }[] }
  for (const { id } of list.products.reverse()) {
    const { product } = (await (await request.get(`/api/product?id=${id}`)).json()) as ProductAnswer
    const size = product.sizes.find((option) => option.is_available === 1)
    if (size)
      return { id, name: product.product_name, sizeCode: size.size_code, sizeName: size.size_name }
  }
  throw new Error('the demo store has no stocked footwear')
}

/** One request through nginx, so the next one goes to the other instance. */
async function nextTurn(request: APIRequestContext) {
  expect((await request.get('/healthz')).ok()).toBe(true)
}

/**
 * Reloads until every instance has answered the page's one `read` in a reload after which
 * `shows` is on the page: what one instance shows must hold on each. A page load makes the
 * same number of requests each time, so round-robin could give every reload's read to one
 * instance: one request more between reloads moves the turn on.
 */
async function reloadUntilEachInstanceShows(
  page: Page,
  request: APIRequestContext,
  journey: string,
  { read: [method, path], shows }: { read: [string, string]; shows: Locator },
) {
  const showedIt = new Set<string>()
  await expect(async () => {
    await nextTurn(request)
    const before = (await servedFor(journey)).length
    await page.reload()
    const shown = await shows.waitFor({ timeout: 2000 }).then(
      () => true,
      () => false,
    )
    const readers = instancesThatServed((await servedFor(journey)).slice(before), method, path)
    if (shown && readers.length === 1) showedIt.add(readers[0] ?? '')
    expect([...showedIt].sort()).toEqual(clusterInstances())
  }).toPass({ timeout: 30_000 })
}

async function screenshot(page: Page, info: TestInfo, name: string) {
  const path = info.outputPath(`${name}.png`)
  await page.screenshot({ path, fullPage: true })
  await info.attach(name, { path, contentType: 'image/png' })
}

test('a cart made through one instance is read through the other, and a size sold out in the back office shows sold out on both', async ({
  page,
  browser,
  request,
  baseURL,
}, info) => {
  // Every request of this shopper is named, so nginx's log tells which instance answered it.
  const journey = `two-instances-${randomUUID()}`
  await page.setExtraHTTPHeaders({ 'X-Journey': journey })
  const piece = await pieceOfItsOwn(request)
  const line = `${piece.name}, size ${piece.sizeName}`

  const drawer = await addToCart(page, piece.id, piece.sizeName)
  await expect(drawer.getByText(`Size ${piece.sizeName} · Qty 1`)).toBeVisible()
  const [added] = (await servedFor(journey)).filter(
    (request) => request.method === 'POST' && request.path === '/api/cart',
  )
  expect(added?.status).toBe(200)

  await page.goto('/cart')
  await reloadUntilEachInstanceShows(page, request, journey, {
    read: ['GET', '/api/cart'],
    shows: lineControl(page, `Remove ${line}`),
  })
  await expectAccessible(page)
  await screenshot(page, info, 'cart-read-through-both-instances')

  // Both instances keep the product's answer in memory before the stock changes, so the one
  // that does not save the change can only learn of it from the change notice.
  await page.goto(`/product/${piece.id}`)
  await reloadUntilEachInstanceShows(page, request, journey, {
    read: ['GET', `/product/${piece.id}`],
    shows: page.getByRole('button', { name: `Size ${piece.sizeName}`, exact: true }),
  })

  const owner = await createStaff(request, 'OWNER')
  const office = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 412, height: 823 },
    baseURL,
  })
  try {
    const staff = await office.newPage()
    await signInToBackOffice(staff, owner, `/admin/products/${piece.id}/stock`)
    await expect(staff.getByRole('heading', { name: `Stock: ${piece.name}` })).toBeVisible()
    await staff.getByLabel('Action', { exact: true }).selectOption('Set to')
    await staff.getByLabel('Units', { exact: true }).fill('0')
    await staff
      .getByLabel('Cells', { exact: true })
      .selectOption(`Size ${piece.sizeCode}, every showroom`)
    await staff.getByRole('button', { name: 'Apply' }).click()
    await expect(staff.getByText(/^\d+ changed cells?\.$/)).toBeVisible()
    await expectAccessible(staff)
    await screenshot(staff, info, 'back-office-size-set-to-zero')
    await staff.getByRole('button', { name: 'Save stock' }).click()
    await expect(staff.getByText(/^Stock saved for \d+ cells?\.$/)).toBeVisible()
  } finally {
    await office.close()
  }

  // The instance that did not save the stock learns of it from the change notice; the
  // product page shows the size sold out whichever instance answers.
  await page.goto(`/product/${piece.id}`)
  await reloadUntilEachInstanceShows(page, request, journey, {
    read: ['GET', `/product/${piece.id}`],
    shows: page.getByRole('button', { name: `Size ${piece.sizeName}, out of stock`, exact: true }),
  })
  await expectAccessible(page)
  await screenshot(page, info, 'product-page-size-sold-out')

  await page.goto('/cart')
  await expect(page.getByText('This size has sold out.').filter({ visible: true })).toBeVisible()
  await expectAccessible(page)
  await screenshot(page, info, 'cart-line-sold-out')
})
