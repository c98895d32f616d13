import { expect, test } from './fixtures'
import { expectAccessible, newShopper, signUp } from './members'
import {
  orderLinkPath,
  ordersOf,
  payOnPaymentPage,
  placeCourierOrder,
  runJob,
  tokenOf,
} from './orders'

const NO_ORDERS = 'No orders yet, shop more with us!'
const LINK_NOT_VALID =
  'We could not find this order. Please open the link from your order e-mail again, or contact us.'
const orderNumber = (trxRef: string) => trxRef.slice(0, 8).toUpperCase()

test('a member pays for a courier order and reads it in My Orders, from the list and from a link', async ({
  page,
  request,
}) => {
  const shopper = newShopper()
  await signUp(page, shopper)
  await page.goto('/account/orders')
  await expect(page.getByText(NO_ORDERS)).toBeVisible()
  await expectAccessible(page)

  const token = await tokenOf(page)
  const bill = await placeCourierOrder(request, token)
  await payOnPaymentPage(page, bill)
  await expect.poll(async () => (await ordersOf(request, token))[0]?.trx_status).toBe('PAID')
  const [order] = await ordersOf(request, token)
  if (!order) throw new Error('the order is not listed')

  await page.goto('/account/orders')
  const card = page
    .getByRole('listitem')
    .filter({ hasText: `ORDER #${orderNumber(order.trx_ref)}` })
  await expect(card).toContainText('Paid')
  await expectAccessible(page)
  await card.getByRole('button', { name: /View details/i }).dblclick()
  const detail = page.getByRole('dialog', { name: `ORDER #${orderNumber(order.trx_ref)}` })
  await expect(detail).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(1)
  await expect(detail).toContainText(`Hello, ${shopper.name}`)
  await expect(detail).toContainText(order.trx_ref)
  await expect(detail).toContainText(/Order Date\s*\d{1,2} [A-Z][a-z]{2} \d{4}/)
  await expect(detail).toContainText('Grand Total')
  await expect(detail).toContainText('Dewi Lestari')
  await expect(detail).toContainText(/No\. Resi\s*-/)
  await expect(detail.getByRole('button', { name: 'Order Tracking' })).toHaveCount(0)
  await expect(detail.locator('img[src^="/media/"]')).not.toHaveCount(0)
  await expectAccessible(page)

  // Focus stays in the dialog, Escape closes it, and the address forgets the order.
  for (let step = 0; step < 6; step += 1) await page.keyboard.press('Tab')
  expect(await detail.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('Escape')
  await expect(detail).toBeHidden()
  await expect(page).toHaveURL('/account/orders')

  // E-mails and notifications link straight to the order; Back closes it again.
  await page.goto(`/account/orders?order=${order.id}`)
  await expect(detail).toBeVisible()
  await page.reload()
  await expect(detail).toBeVisible()
  await page.keyboard.press('Escape')
  await card.getByRole('button', { name: /View details/i }).click()
  await expect(detail).toBeVisible()
  await page.goBack()
  await expect(detail).toBeHidden()

  // Fulfilment books the waybill; the modal offers tracking, asked of the courier when opened.
  await runJob(request, 'advance-orders')
  await expect.poll(async () => (await ordersOf(request, token))[0]?.no_resi).toBeTruthy()
  const [shipped] = await ordersOf(request, token)
  await page.goto(`/account/orders?order=${order.id}`)
  await expect(detail).toContainText(`No. Resi${shipped?.no_resi ?? ''}`)
  await detail.getByRole('button', { name: 'Order Tracking' }).click()
  const tracking = page.getByRole('dialog', {
    name: `ORDER #${orderNumber(order.trx_ref)} TRACKING`,
  })
  await expect(tracking).toBeVisible()
  await expect(tracking).toContainText('Last Status')
  await expect(tracking.getByRole('listitem').first()).toContainText(/\[[A-Z]+\]/)
  await expectAccessible(page)
  await page.keyboard.press('Escape')
  await expect(tracking).toBeHidden()
  await expect(detail).toBeVisible()
  await expect(detail.getByRole('button', { name: 'Order Tracking' })).toBeFocused()
})

test('a dropped connection while loading orders can be retried', async ({ page }) => {
  await signUp(page, newShopper())
  await page.route('**/api/user/orders', (route) => route.abort('internetdisconnected'))
  await page.goto('/account/orders')
  await expect(page.getByRole('alert').filter({ hasText: 'Connection failed' })).toBeVisible()
  await page.unroute('**/api/user/orders')
  await page.getByRole('button', { name: 'Try Again' }).click()
  await expect(page.getByText(NO_ORDERS)).toBeVisible()
})

test("a guest opens the order from its signed link; a wrong key or another member's account shows nothing", async ({
  page,
  request,
}) => {
  const bill = await placeCourierOrder(request, null)
  await payOnPaymentPage(page, bill)
  const path = await orderLinkPath(bill.order_reff)

  await page.goto(path)
  const heading = page.getByRole('heading', {
    level: 1,
    name: `ORDER #${orderNumber(bill.order_reff)}`,
  })
  await expect(heading).toBeVisible()
  await expect(page.getByRole('main')).toContainText('Hello, GUEST')
  await expect(page.getByRole('main')).toContainText(bill.order_reff)
  await expectAccessible(page)

  await runJob(request, 'advance-orders')
  await page.reload()
  await page.getByRole('button', { name: 'Order Tracking' }).click()
  const tracking = page.getByRole('dialog', {
    name: `ORDER #${orderNumber(bill.order_reff)} TRACKING`,
  })
  await expect(tracking).toContainText('Tracking History')
  await expectAccessible(page)
  await page.keyboard.press('Escape')
  await expect(tracking).toBeHidden()

  await page.goto(path.replace(/key=.{4}/, 'key=AAAA'))
  await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible()
  await expect(page.getByText(LINK_NOT_VALID)).toBeVisible()
  await expect(page.getByText(bill.order_reff)).toHaveCount(0)
  await expectAccessible(page)

  await page.goto(`/order/${encodeURIComponent(bill.order_reff)}`)
  await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible()

  // A member who is handed someone else's order id sees only their own account.
  await signUp(page, newShopper())
  const token = await tokenOf(page)
  const mine = await placeCourierOrder(request, token)
  const [theirs] = await ordersOf(request, token)
  await page.goto(`/account/orders?order=${(theirs?.id ?? 0) - 1}`)
  await expect(page.getByText('This order is not in your account')).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByText(`ORDER #${orderNumber(mine.order_reff)}`)).toBeVisible()
})
