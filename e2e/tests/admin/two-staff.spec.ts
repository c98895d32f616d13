import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test'
import { statusSignature } from '../../../apps/api/src/services/payment'
import { E2E_OPERATOR_TOKEN } from '../../playwright.config'
import { expectAccessible } from '../accessibility'
import { whileOrdersAreQuiet } from '../checkout-fixtures'
import { readyPickupOrder } from '../completed-order'
import { storePaymentConfig } from '../payment-secret'
import { expect, test } from '../fixtures'
import { newShopper, signUp } from '../members'
import { ordersOf, payOnPaymentPage, placeCourierOrder, tokenOf } from '../orders'
import { createStaff, signInToBackOffice } from './staff'
import type { StaffAccount } from './staff'

const operator = { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` }

test.describe.configure({ timeout: 90_000 })

/** A second person at a second device: a browser context of its own, signed in. */
async function staffPage(browser: Browser, info: TestInfo, account: StaffAccount, path: string) {
  const context = await browser.newContext({
    baseURL: info.project.use.baseURL,
    viewport: info.project.use.viewport ?? null,
  })
  const page = await context.newPage()
  await signInToBackOffice(page, account, path)
  return page
}

/** The audit lines of one action on one order, as the owner's audit log lists them. */
async function auditLines(owner: Page, action: string, ref: string) {
  const answer = await owner.request.get('/api/admin/audit', {
    params: { entity: 'order', action },
  })
  expect(answer.status()).toBe(200)
  const { entries } = ((await answer.json()) as { data: { entries: { entity_id: string }[] } }).data
  return entries.filter((entry) => entry.entity_id === ref).length
}

/** How many showrooms could send `qty` of a size: the shop's own stock check. */
async function showroomsHolding(request: APIRequestContext, id: number, size: string, qty: number) {
  const answer = await request.post('/api/check-stock-location', {
    data: { product_detail_id: id, size, qty },
  })
  return ((await answer.json()) as { showrooms: unknown[] }).showrooms.length
}

// What two people at once do to the order is the server's; the cancel dialog is proven at both
// sizes by order-page.spec.ts.
test(
  'two staff cancel the same paid order at once: one cancels it, the stock comes back once',
  {
    tag: '@one-size',
  },
  async ({ page, request, browser }, info) => {
    const owner = await createStaff(request, 'OWNER')
    const first = await staffPage(browser, info, owner, '/admin/orders')
    const second = await staffPage(browser, info, await createStaff(request, 'STAFF'), '/admin')
    // No journey may move the store's hour while the order must stay PAID (the job would book it).
    const { ref, line } = await whileOrdersAreQuiet(async () => {
      // Products of its own, further down the newest: it empties the size everywhere below.
      const bill = await placeCourierOrder(
        request,
        null,
        undefined,
        info.project.name.endsWith('phone') ? 12 : 18,
      )
      await payOnPaymentPage(page, bill)
      const ref = bill.order_reff
      const detail = await first.request.get('/api/admin/orders/detail', { params: { ref } })
      const line = (
        (await detail.json()) as { data: { lines: { product_id: number; size_code: string }[] } }
      ).data.lines[0]
      if (!line) throw new Error('the order has no line')
      // Nothing else of that size anywhere: afterwards the shop holds what the cancel put back.
      for (let showroomId = 1; showroomId <= 12; showroomId += 1) {
        const set = await request.post('/api/operator/stock', {
          headers: operator,
          data: {
            product: String(line.product_id),
            size: line.size_code,
            showroom_id: showroomId,
            qty: 0,
          },
        })
        expect(set.status(), await set.text()).toBe(200)
      }
      const confirms = []
      for (const staff of [first, second]) {
        await staff.goto(`/admin/orders/${ref}`)
        await staff.getByRole('button', { name: 'Cancel order' }).click()
        const dialog = staff.getByRole('dialog', { name: `Cancel order ${ref}` })
        await dialog.getByLabel('Reason').fill('The buyer asked us to cancel by phone.')
        confirms.push(dialog.getByRole('button', { name: 'Cancel the order' }))
      }
      await Promise.all(confirms.map((button) => button.click()))
      return { ref, line }
    })

    const won = /is cancelled; its stock is back/
    const lost = `Order ${ref} has already been cancelled.`
    const said = await Promise.all(
      [first, second].map(async (staff) => {
        const toast = staff.getByText(won).or(staff.getByText(lost, { exact: false }))
        await expect(toast.first()).toBeVisible()
        return (await staff.getByText(won).count()) > 0 ? 'won' : 'lost'
      }),
    )
    expect(said.sort()).toEqual(['lost', 'won'])
    for (const staff of [first, second]) {
      await staff.reload()
      await expect(staff.getByRole('heading', { level: 1 })).toContainText('Cancelled')
    }
    expect(await showroomsHolding(request, line.product_id, line.size_code, 1)).toBeGreaterThan(0)
    expect(await showroomsHolding(request, line.product_id, line.size_code, 2)).toBe(0)
    expect(await auditLines(first, 'order.cancel', ref)).toBe(1)
  },
)

test('two counters hand over the same ready pick-up at once; a reversal after it waits for a person @one-size', async ({
  page,
  request,
  browser,
}, info) => {
  const shopper = newShopper()
  await signUp(page, shopper)
  const { pick, bill } = await readyPickupOrder(
    page,
    request,
    info.project.name.endsWith('phone') ? 1 : 4,
  )
  const [order] = await ordersOf(request, await tokenOf(page))
  if (!order?.pickup_code) throw new Error('the order has no pick-up code')
  const ref = order.trx_ref

  const counters = await Promise.all(
    [0, 1].map(async () =>
      staffPage(
        browser,
        info,
        await createStaff(request, 'SHOWROOM', [pick.showroomId]),
        '/admin/counter',
      ),
    ),
  )
  for (const counter of counters) {
    await counter.getByRole('textbox', { name: 'Pick-up code' }).fill(order.pickup_code)
    await counter.getByRole('button', { name: 'Find the order' }).click()
  }
  const buttons = counters.map((counter) =>
    counter.getByRole('button', { name: 'Hand over to Dewi Lestari' }),
  )
  for (const button of buttons) await expect(button).toBeEnabled()
  await Promise.all(buttons.map((button) => button.click()))

  const won = `Order ${ref} is handed over to Dewi Lestari.`
  const said = await Promise.all(
    counters.map(async (counter) => {
      const outcome = counter.getByText(won).or(counter.getByRole('alert'))
      await expect(outcome.first()).toBeVisible()
      if ((await counter.getByText(won).count()) > 0) return 'won'
      await expect(counter.getByRole('alert')).toContainText(
        `Order ${ref} has already been collected`,
      )
      return 'lost'
    }),
  )
  expect(said.sort()).toEqual(['lost', 'won'])

  // Faspay reverses the payment of the collected order: the order page asks a person to act.
  const reversed = await request.post('/api/payment/notification', {
    data: {
      request: 'Payment Notification',
      trx_id: `trx-${bill.order_id}`,
      merchant_id: bill.merchant_id,
      merchant: bill.merchant_name,
      bill_no: bill.order_id,
      payment_reff: `reff-${bill.order_id}`,
      payment_date: '2026-11-22 11:00:00',
      payment_status_code: '4',
      payment_status_desc: 'Payment Reversal',
      bill_total: bill.bill_total,
      payment_total: bill.bill_total,
      payment_channel_uid: '402',
      payment_channel: 'Permata Virtual Account',
      signature: statusSignature(storePaymentConfig(), bill.order_id ?? '', '4'),
    },
  })
  expect(reversed.status(), await reversed.text()).toBe(200)
  const owner = await staffPage(
    browser,
    info,
    await createStaff(request, 'OWNER'),
    `/admin/orders/${ref}`,
  )
  await expect(owner.getByRole('heading', { level: 1 })).toContainText('Completed')
  const banner = owner.getByRole('region', { name: 'Needs attention' })
  await expect(banner).toContainText('Faspay reversed the payment')
  await expectAccessible(owner)
  expect(await auditLines(owner, 'order.hand-over', ref)).toBe(1)

  await owner.goto('/admin/orders?attention=yes')
  await expect(owner.getByRole('link', { name: ref }).first()).toBeVisible()
  await owner.goto(`/admin/orders/${ref}`)
  await banner.getByRole('button', { name: 'Mark handled' }).click()
  await expect(owner.getByText(`Order ${ref} is marked handled.`)).toBeVisible()
  await expect(banner).toHaveCount(0)
  expect(await auditLines(owner, 'order.attention_handled', ref)).toBe(1)
})
