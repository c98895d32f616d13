import { orderNumber } from '@store/contract/orders'
import { whileOrdersAreQuiet } from './checkout-fixtures'
import { expect, test } from './fixtures'
import { expectAccessible, newShopper, signUp } from './members'
import { ordersOf, placeCourierOrder, tokenOf } from './orders'

test.describe.configure({ timeout: 120_000 })

test("a member's unpaid order says in My Orders how to pay, and its bill opens again from there", async ({
  page,
  request,
}) => {
  await signUp(page, newShopper())
  const token = await tokenOf(page)
  // Further down the newest list than the other journeys that hold stock.
  await whileOrdersAreQuiet(() => placeCourierOrder(request, token, undefined, 16))
  const [order] = await ordersOf(request, token)
  if (!order) throw new Error('the order is not listed')

  await page.goto('/account/orders')
  const card = page
    .getByRole('listitem')
    .filter({ hasText: `ORDER #${orderNumber(order.trx_ref)}` })
  await card.getByRole('button', { name: /View details/i }).click()
  const detail = page.getByRole('dialog', { name: `ORDER #${orderNumber(order.trx_ref)}` })
  const guide = detail.getByRole('region', { name: 'How to pay' })
  await expect(guide).toContainText(/Pay before\s*\d{1,2} \w{3} \d{4} \d{2}:\d{2} WIB/)
  await expect(guide).toContainText('Not chosen yet')
  await expect(guide).toContainText('Open the bill and choose how to pay')
  await expectAccessible(page)

  await guide.getByRole('button', { name: 'Open the bill again' }).click()
  await expect(page.getByRole('radio', { name: /BCA Virtual Account/ })).toBeVisible()
  // Back from the payment page, the order and its button are as they were.
  await page.goBack()
  await expect(page).toHaveURL(/\/account\/orders/)
})
