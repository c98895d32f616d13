import { mkdir, readFile, readdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import { E2E_OPERATOR_TOKEN } from '../playwright.config'
import { expectAccessible } from './accessibility'
import { expect } from './fixtures'

export interface Stocked {
  id: number
  name: string
  sizeCode: string
  sizeName: string
}

type Showroom = { id: number; showroom_name: string; is_hub: number }
type ProductAnswer = {
  product: {
    product_name: string
    sizes: { size_code: string; size_name: string; is_available: number }[]
  }
}

const stockLocations = async (request: APIRequestContext, item: Stocked, qty: number) =>
  (
    (await (
      await request.post('/api/check-stock-location', {
        data: { product_detail_id: item.id, size: item.sizeCode, qty },
      })
    ).json()) as { showrooms: Showroom[] }
  ).showrooms

/**
 * A product and size of its own for one journey and screen size, so parallel
 * workers never buy each other's last piece: the `slot`-th stocked size of a
 * category that a showroom (and, when asked, a hub) holds at least 3 of.
 */
export async function stockedItem(
  request: APIRequestContext,
  categoryId: number,
  slot: number,
  needsHub = false,
): Promise<Stocked> {
  const list = (await (
    await request.get(`/api/products?category_id=${categoryId}&limit=40&sort=NEWEST`)
  ).json()) as { products: { id: number }[] }
  let seen = 0
  for (const { id } of list.products) {
    const { product } = (await (await request.get(`/api/product?id=${id}`)).json()) as ProductAnswer
    for (const size of product.sizes.filter((option) => option.is_available === 1)) {
      const item = {
        id,
        name: product.product_name,
        sizeCode: size.size_code,
        sizeName: size.size_name,
      }
      const places = await stockLocations(request, item, 3)
      if (places.length === 0 || (needsHub && !places.some((place) => place.is_hub === 1))) continue
      if (seen === slot) return item
      seen += 1
      break
    }
  }
  throw new Error(`no stocked product for slot ${slot} of category ${categoryId}`)
}

/** How many pieces of the size a showroom holds (the seed keeps at most 20). */
export async function piecesAt(request: APIRequestContext, item: Stocked, showroomName: string) {
  let pieces = 0
  for (let qty = 1; qty <= 40; qty += 1) {
    const places = await stockLocations(request, item, qty)
    if (!places.some((place) => place.showroom_name === showroomName)) break
    pieces = qty
  }
  return pieces
}

/** One operator call of decision 026, as the shop would make it. */
export async function operator(request: APIRequestContext, path: string, data: object) {
  const answer = await request.post(`/api/operator/${path}`, {
    data,
    headers: { Authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
  })
  expect(answer.ok(), await answer.text()).toBe(true)
}

export const stepHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name })

/** Reloads the step and checks it is still there, its choices kept, and accessible. */
export async function reloadKeeps(page: Page, heading: string) {
  const url = page.url()
  await page.reload()
  await expect(stepHeading(page, heading)).toBeVisible()
  expect(page.url()).toBe(url)
  await expectAccessible(page)
}

/** Pays on the built-in payment page (decision 022) and lands back on /payment/response. */
/** The built-in payment page's words, in the language the order was placed in. */
const SANDBOX_WORDS = {
  en: { choose: 'Choose how to pay', fail: 'Simulate a failed payment', pay: /^Pay IDR/ },
  id: { choose: 'Pilih Metode Pembayaran', fail: 'Simulasikan pembayaran gagal', pay: /^Bayar Rp/ },
}

export async function payOnSandbox(
  page: Page,
  outcome: 'pay' | 'fail',
  language: keyof typeof SANDBOX_WORDS = 'en',
) {
  const words = SANDBOX_WORDS[language]
  await expect(page.locator('html')).toHaveAttribute('lang', language)
  await expect(page.getByRole('heading', { name: words.choose })).toBeVisible()
  if (outcome === 'fail') {
    await page.getByRole('button', { name: words.fail }).click()
  } else {
    await page.getByRole('radio', { name: /^OVO/ }).check()
    await page.getByRole('button', { name: words.pay }).click()
  }
  await page.waitForURL(/\/payment\/response\?/)
}

const LOCK_DIR = join(tmpdir(), `kainara-e2e-orders-${process.env.E2E_PORT ?? '3390'}.lock`)

/**
 * Moving the store's clock a day expires every waiting order, so the journey
 * that does it and the journeys between 'Go To Payment' and the thank-you
 * take turns across workers (mkdir is atomic; a lock older than a minute is
 * a crashed run's and is taken over).
 */
export async function whileOrdersAreQuiet<T>(run: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      await mkdir(LOCK_DIR)
      break
    } catch {
      const age = Date.now() - ((await stat(LOCK_DIR).catch(() => null))?.mtimeMs ?? Date.now())
      if (age > 60_000) await rm(LOCK_DIR, { recursive: true, force: true })
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  try {
    return await run()
  } finally {
    await rm(LOCK_DIR, { recursive: true, force: true })
  }
}

/** How many mails with a subject the store wrote to an address (the e2e server keeps .eml files). */
export async function mailsTo(address: string, subject: string): Promise<number> {
  const dir = join(process.env.E2E_DATA_DIR ?? '/tmp/kainara-e2e', 'mail')
  let count = 0
  for (const file of await readdir(dir).catch(() => [])) {
    const mail = await readFile(join(dir, file), 'utf8')
    if (mail.includes(`To: ${address}`) && mail.includes(`Subject: ${subject}`)) count += 1
  }
  return count
}

/** Adds a size to the cart once the product page answers (a press before hydration is lost). */
export async function addSizeToCart(page: Page, item: Stocked) {
  await page.goto(`/product/${item.id}`)
  const size = page.getByRole('button', { name: `Size ${item.sizeName}`, exact: true })
  await expect(async () => {
    await size.click()
    await expect(size).toHaveAttribute('aria-pressed', 'true', { timeout: 1000 })
  }).toPass()
  await page.getByRole('button', { name: 'Add to Cart' }).first().click()
  await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible()
}
