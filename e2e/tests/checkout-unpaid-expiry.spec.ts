import { expectAccessible } from './accessibility'
import {
  addSizeToCart,
  operator,
  payOnSandbox,
  piecesAt,
  stepHeading,
  stockedItem,
  whileOrdersAreQuiet,
} from './checkout-fixtures'
import { expect, test } from './fixtures'

// A whole checkout on a machine shared by parallel workers takes longer than one page.
test.describe.configure({ timeout: 120_000 })

test('a failed payment leaves the order unpaid to pay again, and after 24 hours it expires and its stock returns', async ({
  page,
  request,
}, testInfo) => {
  const item = await stockedItem(request, 8, testInfo.project.name === 'phone' ? 0 : 1)
  await addSizeToCart(page, item)
  await page.goto('/checkout')
  await expect(page).toHaveURL(/\/checkout\/choose-shipping-type$/)
  // A step opened before its earlier choices sends the shopper back to the first missing one.
  await page.goto('/checkout/order-summary')
  await expect(page).toHaveURL(/\/checkout\/choose-shipping-type$/)
  await page.getByRole('button', { name: /Store Pickup/ }).click()
  await expect(stepHeading(page, 'Choose a store')).toBeVisible()
  const store = page.getByRole('button', { name: /Pick up here$/ }).first()
  const storeName = (await store.locator('span span').first().textContent()) ?? ''
  const before = await piecesAt(request, item, storeName)
  await store.click()
  await expect(stepHeading(page, 'Order summary')).toBeVisible()
  await page.getByLabel('Email Address').fill(`unpaid.${Date.now()}@example.co.id`)
  await page.getByRole('textbox', { name: 'Name' }).fill('Dewi Lestari')
  await page.getByRole('textbox', { name: 'Phone Number' }).fill('0812 3456 7890')

  await page.getByRole('button', { name: 'Go To Payment' }).click()
  await page.getByRole('button', { name: 'Yes, Go To Payment' }).click()
  await payOnSandbox(page, 'fail')
  await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible()
  await expect(page.getByTestId('payment-message')).toContainText('You can pay again until')
  await expectAccessible(page)
  expect(await piecesAt(request, item, storeName)).toBe(before - 1)

  // Paying again opens the same bill on the payment page.
  await page.getByRole('button', { name: 'Pay Again' }).click()
  await expect(page.getByRole('heading', { name: 'Choose how to pay' })).toBeVisible()
  await page.goBack()
  await expect(page.getByRole('button', { name: 'Pay Again' })).toBeVisible()

  await whileOrdersAreQuiet(async () => {
    await operator(request, 'clock', { minutes: 24 * 60 })
    await operator(request, 'jobs/run', { name: 'expire-orders' })
  })
  await page.reload()
  await expect(page.getByTestId('payment-message')).toHaveText(
    'This order has expired because it was not paid within 1x24 hours.',
  )
  await expect(page.getByRole('button', { name: 'Pay Again' })).toHaveCount(0)
  await expectAccessible(page)
  expect(await piecesAt(request, item, storeName)).toBe(before)
})
