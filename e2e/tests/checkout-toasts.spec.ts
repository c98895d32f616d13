import { addSizeToCart, stepHeading, stockedItem } from './checkout-fixtures'
import { expect, test } from './fixtures'

test.describe.configure({ timeout: 120_000 })

test('an error of one checkout step is gone once the shopper goes to another step', async ({
  page,
  request,
}, testInfo) => {
  const item = await stockedItem(request, 6, testInfo.project.name === 'phone' ? 6 : 7)
  await addSizeToCart(page, item)
  await page.goto('/cart')
  await page.getByRole('link', { name: 'Checkout as Guest' }).click()
  await page.getByRole('button', { name: /Store Pickup/ }).click()
  await page
    .getByRole('button', { name: /Pick up here$/ })
    .first()
    .click()
  await expect(stepHeading(page, 'Order summary')).toBeVisible()

  await page.getByRole('button', { name: 'Apply', exact: true }).click()
  const promoRequired = page
    .locator('[data-sonner-toast]')
    .filter({ hasText: 'Promo code is required!' })
  await expect(promoRequired).toBeVisible()
  // A pointer resting on a toast holds it on screen, so only the step change can send it away.
  await promoRequired.hover()
  await page.getByRole('button', { name: 'Change store' }).focus()
  await page.keyboard.press('Enter')
  await expect(stepHeading(page, 'Choose a store')).toBeVisible()
  await expect(promoRequired).toHaveCount(0)
})
