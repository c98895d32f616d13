import { randomBytes } from 'node:crypto'
import { expect, test } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'
import { expectAccessible } from '../accessibility'
import { stockedItem, whileOrdersAreQuiet } from '../checkout-fixtures'
import { englishPhrases } from '../bahasa'
import { newShopper } from '../members'
import { createStaff, signInToBackOffice } from './staff'

/**
 * Every back-office page at this project's size, with the seeded store's content in it: its
 * heading shows, nothing runs off the side of the screen, and axe finds no serious or critical
 * violation. The journeys that work a page through (tagged @one-size where the size changes
 * nothing they check) run at desktop size only; this walk is what proves each page at phone size.
 */
test.describe.configure({ timeout: 180_000 })

async function firstId<T>(page: Page, path: string, pick: (body: T) => { id: number }[]) {
  const answer = await page.request.get(`/api/admin/${path}`)
  expect(answer.status(), path).toBe(200)
  const [first] = pick((await answer.json()) as T)
  expect(first, `the seeded store has something at ${path}`).toBeDefined()
  return (first as { id: number }).id
}

async function expectWholePage(page: Page, path: string) {
  await page.goto(`/admin${path}`)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await expect(page.getByText(/^Loading/)).toHaveCount(0)
  await expect(page.getByText('There is no such page in the back office.')).toHaveCount(0)
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0)
  await expectAccessible(page)
}

/** A member, and a guest's unpaid pick-up order, of this walk's own. */
async function memberAndOrder(request: APIRequestContext) {
  const shopper = newShopper()
  const signedUp = await request.post('/api/auth/sign-up', {
    data: {
      name: 'Walk Member',
      gender: 'FEMALE',
      email: shopper.email,
      password: shopper.password,
      password_conf: shopper.password,
    },
  })
  expect(signedUp.status(), await signedUp.text()).toBe(200)
  const item = await stockedItem(request, 7, 6)
  const where = await request.post('/api/check-stock-location', {
    data: { product_detail_id: item.id, size: item.sizeCode, qty: 1 },
  })
  const [showroom] = ((await where.json()) as { showrooms: { id: number }[] }).showrooms
  const device = `e2e-walk-${randomBytes(6).toString('hex')}`
  const line = { local_device_id: device, product_detail_id: item.id, size: item.sizeCode, qty: 1 }
  const ref = await whileOrdersAreQuiet(async () => {
    expect((await request.post('/api/cart', { data: line })).status()).toBe(200)
    const made = await request.post('/api/checkout-trx', {
      data: {
        local_device_id: device,
        shipping_type: 'PICKUP_ON_STORE',
        showroom_id: showroom?.id,
        guest_email: `${device}@example.co.id`,
        address_recipient_name: 'Dewi Lestari',
        address_recipient_phone: '0812 1111 2222',
      },
    })
    expect(made.status(), await made.text()).toBe(200)
    return ((await made.json()) as { data: { payment_data: { order_reff: string } } }).data
      .payment_data.order_reff
  })
  return { email: shopper.email, ref }
}

/** What the browser complained of: console warnings and errors, and answers of 400 or more. */
function complaintsOf(page: Page) {
  const heard: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') heard.push(message.text())
  })
  page.on('response', (response) => {
    if (response.status() >= 400) heard.push(`${response.status()} ${response.url()}`)
  })
  return heard
}

async function signedInOwner(page: Page, language: 'en' | 'id') {
  const owner = await createStaff(page.request, 'OWNER')
  await signInToBackOffice(page, owner, '/admin/account')
  if (language === 'en') return
  await page.getByLabel(/back office's language/).selectOption('id')
  await page.getByRole('button', { name: /Save language/ }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'id')
}

const ADMIN_ENGLISH = englishPhrases('admin')

/** A Bahasa page of the back office: lang="id" and none of its English phrases. */
async function expectBahasa(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'id')
  const text = await page.locator('body').innerText()
  expect(ADMIN_ENGLISH.filter((phrase) => text.includes(phrase))).toEqual([])
}

async function walk(page: Page, paths: string[], language: 'en' | 'id') {
  const heard = complaintsOf(page)
  for (const path of paths) {
    await test.step(path, async () => {
      await expectWholePage(page, path)
      if (language === 'id') await expectBahasa(page)
    })
    expect(heard.splice(0), `what the browser complained of on ${path}`).toEqual([])
  }
}

type Items = { data: { items: { id: number }[] } }

/** The back office's pages by area, each with the records it opens. */
const AREAS: { name: string; paths: (page: Page) => Promise<string[]> }[] = [
  {
    name: 'orders',
    paths: async (page) => {
      const { ref } = await memberAndOrder(page.request)
      return ['/dashboard', '/orders', `/orders/${ref}`, '/counter', '/returns']
    },
  },
  {
    name: 'product',
    paths: async (page) => {
      const product = await firstId(
        page,
        'products',
        (body: { products: { id: number }[] }) => body.products,
      )
      return [
        '/products',
        '/products/new',
        `/products/${product}`,
        `/products/${product}/photos`,
        `/products/${product}/stock`,
      ]
    },
  },
  {
    name: 'catalogue and home',
    paths: () => Promise.resolve(['/catalogue-csv', '/categories', '/home-content']),
  },
  {
    name: 'showroom and promotion',
    paths: async (page) => {
      const code = await firstId(page, 'promo-codes', (body: Items) => body.data.items)
      const bundle = await firstId(page, 'promo-bundles', (body: Items) => body.data.items)
      return [
        '/showrooms',
        '/stock',
        '/promo-codes',
        `/promo-codes/${code}`,
        '/promo-bundles',
        `/promo-bundles/${bundle}`,
      ]
    },
  },
  {
    name: 'people and record',
    paths: async (page) => {
      const { email } = await memberAndOrder(page.request)
      const member = await firstId(
        page,
        `customers/members?q=${encodeURIComponent(email)}`,
        (body: { data: { members: { id: number }[] } }) => body.data.members,
      )
      return ['/customers', `/customers/${member}`, '/reviews', '/staff', '/audit', '/account']
    },
  },
]

for (const area of AREAS) {
  test(`the ${area.name} pages show whole at this size and pass axe`, async ({ page }) => {
    await signedInOwner(page, 'en')
    await walk(page, await area.paths(page), 'en')
  })

  test(`the ${area.name} pages speak Bahasa throughout`, async ({ page }, testInfo) => {
    test.skip(
      testInfo.project.name !== 'admin-phone',
      "Bahasa is walked at a phone's size, the counter's",
    )
    await signedInOwner(page, 'id')
    await walk(page, await area.paths(page), 'id')
  })
}
