import { expect } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'
import { completedPickupOrder } from './completed-order'
import { newShopper, signUp } from './members'

/** The member's newest order, as My Orders lists it. */
export async function newestOrder(page: Page, request: APIRequestContext) {
  const token = await page.evaluate(() => localStorage.getItem('access_token'))
  const answer = await request.get('/api/user/orders', { headers: { authorization: token ?? '' } })
  const { data } = (await answer.json()) as { data: { user_orders: { id: number }[] } }
  const order = data.user_orders[0]
  if (!order) throw new Error('the member has no order')
  return order
}

/** A collected order's modal with the return form open and one unit chosen. */
export async function openReturnForm(page: Page, request: APIRequestContext, skip: number) {
  const shopper = newShopper()
  await signUp(page, shopper)
  const bought = await completedPickupOrder(page, request, skip)
  const order = await newestOrder(page, request)
  await page.goto(`/account/orders?order=${order.id}`)
  const dialog = page.getByRole('dialog')
  await expect(
    dialog.getByText(/Returns are open until .+ WIB; damage is reported until/),
  ).toBeVisible()
  await dialog.getByRole('button', { name: 'Return or exchange' }).click()
  const form = dialog.getByRole('form', { name: 'Return or exchange' })
  await form.getByRole('button', { name: 'One more' }).click()
  await form.getByLabel('Reason').selectOption('too_small')
  return { bought, dialog, form }
}
