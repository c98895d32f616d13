import type { Page } from '@playwright/test'
import { expect, test } from '@playwright/test'
import { expectAccessible } from '../accessibility'
import {
  addSizeToCart,
  operator,
  payOnSandbox,
  stockedItem,
  whileOrdersAreQuiet,
} from '../checkout-fixtures'
import { createStaff, signInToBackOffice } from './staff'

test.describe.configure({ timeout: 150_000 })

const SHOTS = process.env.E2E_SHOTS_DIR
/** Keeps a screen for a person to look at, when the run is asked to. */
async function keep(page: Page, name: string, project: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${project}-${name}.png`, fullPage: true })
}

test('a guest pick-up is named at checkout, followed from the page after payment and handed over to that name at the counter', async ({
  page,
  request,
}, info) => {
  const project = info.project.name
  const item = await stockedItem(request, 6, project.endsWith('phone') ? 2 : 3)
  const email = `collector.${Date.now()}${Math.floor(Math.random() * 1e6)}@example.co.id`

  await addSizeToCart(page, item)
  await page.goto('/cart')
  await page.getByRole('link', { name: 'Checkout as Guest' }).click()
  await page.getByRole('button', { name: /Store Pickup/ }).click()
  await page
    .getByRole('button', { name: /Pick up here$/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/checkout\/order-summary$/)

  const who = page.getByRole('group', { name: 'Who collects the order?' })
  await who.getByRole('textbox', { name: 'Name' }).fill('Dewi Lestari')
  await who.getByRole('textbox', { name: 'Phone Number' }).fill('0812 3456 7890')
  await page.getByLabel('Email Address').fill(email)
  await expectAccessible(page)
  await keep(page, 'summary-collector', project)

  // The order placed, no step of the checkout asks the server anything more.
  const askedAfter: string[] = []
  const thanked = await whileOrdersAreQuiet(async () => {
    await page.getByRole('button', { name: 'Go To Payment' }).click()
    await page.getByRole('button', { name: 'Yes, Go To Payment' }).click()
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/checkout')
        askedAfter.push(sent.url())
    })
    await payOnSandbox(page, 'pay')
    const message = page.getByText(
      'Thank you for shopping, please check your email for further information.',
    )
    await expect(message).toBeVisible()
    return message
  })
  await expect(thanked).toBeVisible()
  expect(askedAfter).toEqual([])

  const number = page.getByTestId('order-number')
  await expect(number).toHaveText(/^Your order number is ORDER #[2-9A-Z]{8}\.$/)
  const short = ((await number.textContent()) ?? '').match(/#([2-9A-Z]{8})/)?.[1] ?? ''
  await expect(
    page.getByText(/Your pick-up code comes by e-mail when the order is ready/),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Continue Shopping' }).last()).toHaveAttribute(
    'href',
    '/products',
  )
  await expectAccessible(page)
  await keep(page, 'after-payment', project)

  // An hour on, the pick-up is ready; its code is on the page the link opens.
  await whileOrdersAreQuiet(async () => {
    await operator(request, 'clock', { minutes: 61 })
    await operator(request, 'jobs/run', { name: 'advance-orders' })
  })
  await page.getByRole('link', { name: 'Follow Your Order' }).click()
  await expect(page).toHaveURL(/\/order\/[^?]+\?key=/)
  await expect(page.getByText('Dewi Lestari')).toBeVisible()
  await expect(page.getByText('081234567890')).toBeVisible()
  const opened = new URL(page.url())
  const linked = await request.get(
    `/api/order-link?ref=${opened.pathname.split('/').pop() ?? ''}&key=${opened.searchParams.get('key') ?? ''}`,
  )
  const { order } = ((await linked.json()) as { data: { order: { pickup_code: string | null } } })
    .data
  expect(order.pickup_code).toMatch(/^\d{6}$/)
  await expect(page.getByText(order.pickup_code ?? '', { exact: true })).toBeVisible()
  await expectAccessible(page)
  await keep(page, 'order-page', project)

  const counter = await page.context().newPage()
  await signInToBackOffice(counter, await createStaff(request, 'OWNER'), '/admin/counter')
  await counter
    .getByRole('textbox', { name: 'Pick-up code' })
    .fill(`ORDER #${short} ${order.pickup_code ?? ''}`)
  await counter.getByRole('button', { name: 'Find the order' }).click()
  const card = counter.getByRole('region', { name: `ORDER #${short}` })
  await expect(card).toContainText('Collected by')
  await expect(card).toContainText('Dewi Lestari')
  await expect(card.getByRole('link', { name: '081234567890' })).toHaveAttribute(
    'href',
    'tel:081234567890',
  )
  await expectAccessible(counter)
  await keep(counter, 'counter-card', project)
  await counter.getByRole('button', { name: 'Hand over to Dewi Lestari' }).click()
  await expect(counter.getByText(/is handed over to Dewi Lestari\.$/)).toBeVisible()
  await expectAccessible(counter)
  await counter.close()
})
