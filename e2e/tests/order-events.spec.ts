import type { APIRequestContext } from '@playwright/test'
import { E2E_OPERATOR_TOKEN } from '../playwright.config'
import { whileOrdersAreQuiet } from './checkout-fixtures'
import { expect, test } from './fixtures'
import { expectAccessible, latestMailTo, newShopper, signUp } from './members'
import { ordersOf, payOnPaymentPage, placeCourierOrder, runJob, tokenOf } from './orders'

const orderNumber = (trxRef: string) => trxRef.slice(0, 8).toUpperCase()

// A whole delivery: payment, the courier's timetable on a moved clock, mails and the inbox.
test.describe.configure({ timeout: 150_000 })

async function advanceClock(request: APIRequestContext, minutes: number) {
  const moved = await request.post('/api/operator/clock', {
    headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
    data: { minutes },
  })
  expect(moved.ok()).toBe(true)
}

test('a member follows a courier order from payment to delivery by mail, inbox and tracking, then reviews it', async ({
  page,
  request,
}) => {
  const shopper = newShopper()
  await signUp(page, shopper)
  const token = await tokenOf(page)
  await whileOrdersAreQuiet(async () =>
    payOnPaymentPage(page, await placeCourierOrder(request, token, 'BEST')),
  )
  await expect.poll(async () => (await ordersOf(request, token))[0]?.trx_status).toBe('PAID')
  const [order] = await ordersOf(request, token)
  if (!order) throw new Error('the order is not listed')
  const ref = order.trx_ref
  await latestMailTo(shopper.email, `Your KAINARA order ${ref}`)
  await latestMailTo(shopper.email, `Payment received for your KAINARA order ${ref}`)

  // The courier's timetable (BEST: door to door within a day) runs on the store's clock,
  // moved a few hours at a time; the fulfilment job books, follows and closes the waybill.
  // Other journeys must not be between an order and its payment meanwhile.
  await whileOrdersAreQuiet(async () => {
    await runJob(request, 'advance-orders')
    for (let step = 0; step < 8; step += 1) {
      const [now] = await ordersOf(request, token)
      if (now?.trx_status === 'COMPLETED') break
      await advanceClock(request, 6 * 60)
      await runJob(request, 'advance-orders')
      await runJob(request, 'advance-orders')
    }
  })
  const [delivered] = await ordersOf(request, token)
  expect(delivered?.trx_status).toBe('COMPLETED')
  const noResi = delivered?.no_resi ?? ''
  expect(noResi).not.toBe('')

  // A mail at each step, linking to the order in My Orders.
  const onItsWay = await latestMailTo(shopper.email, `Your KAINARA order ${ref} is on its way`)
  expect(onItsWay).toContain(noResi)
  const arrived = await latestMailTo(shopper.email, `Your KAINARA order ${ref} has been delivered`)
  expect(arrived).toContain(`/account/orders?order=${order.id}`)

  // And a notification at each step in the inbox.
  await page.goto('/notifications')
  for (const title of [
    'Order placed',
    'Payment received',
    'Your order is on its way',
    'Order delivered',
  ])
    await expect(
      page.getByRole('link', { name: new RegExp(`^${title}.*${ref}`) }).first(),
    ).toHaveAttribute('href', `/account/orders?order=${order.id}`)
  await expectAccessible(page)

  // The mail's link opens the order; its tracking reads DELIVERED, highlighted first.
  await page.goto(`/account/orders?order=${order.id}`)
  const detail = page.getByRole('dialog', { name: `ORDER #${orderNumber(ref)}` })
  await expect(detail).toContainText('Completed')
  await expect(detail).toContainText(noResi)
  await detail.getByRole('button', { name: 'Order Tracking' }).click()
  const tracking = page.getByRole('dialog', { name: `ORDER #${orderNumber(ref)} TRACKING` })
  await expect(tracking).toContainText('DELIVERED')
  await expect(tracking.getByRole('listitem').first()).toContainText('[DELIVERED]')
  await expectAccessible(page)
  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')

  // What was delivered waits under Pending Reviews, is reviewed and shows on its product page.
  const line = order.sales_trx_details[0]
  if (!line) throw new Error('the order has no lines')
  await page.goto('/account/reviews')
  const form = page.getByRole('form', { name: `Review ${line.product_name}` })
  await expect(form).toBeVisible()
  await expectAccessible(page)
  await form.getByRole('radio', { name: '5 stars', exact: true }).check()
  await form.getByRole('button', { name: 'Submit Review' }).click()
  await expect(page.getByText('Thank you for your review.')).toBeVisible()
  await page.goto(`/product/${line.product_detail_id}`)
  await expect(page.getByRole('link', { name: /\d\.\d · \d+ reviews?/ })).toBeVisible()
})

test('a guest follows an order from the link in its payment e-mail, and the link opens that order only', async ({
  page,
  request,
}) => {
  const bill = await whileOrdersAreQuiet(async () => {
    const placed = await placeCourierOrder(request, null)
    await payOnPaymentPage(page, placed)
    return placed
  })
  const mail = await latestMailTo(
    bill.custEmail,
    `Payment received for your KAINARA order ${bill.order_reff}`,
  )
  const link = /https?:\/\/[^\s"<>]+\/order\/[^\s"<>]+key=[A-Za-z0-9_-]+/.exec(mail)?.[0]
  if (!link) throw new Error('the mail holds no order link')
  const path = new URL(link).pathname + new URL(link).search
  await page.goto(path)
  await expect(page.getByText(`ORDER #${orderNumber(bill.order_reff)}`).first()).toBeVisible()
  await expect(page.getByText('GUEST').first()).toBeVisible()
  await expectAccessible(page)

  // The same key on another order opens nothing.
  await page.goto(path.replace(encodeURIComponent(bill.order_reff), 'ABCDEFGH-20261122'))
  await expect(page.getByText(`ORDER #${orderNumber(bill.order_reff)}`)).toHaveCount(0)
})
