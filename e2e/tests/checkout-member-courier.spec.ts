import type { Page } from '@playwright/test'
import { expectAccessible } from './accessibility'
import {
  addSizeToCart,
  payOnSandbox,
  reloadKeeps,
  stockedItem,
  whileOrdersAreQuiet,
} from './checkout-fixtures'
import { expect, parseRupiah, test } from './fixtures'
import { newShopper, signUp } from './members'

async function addAddressInCheckout(page: Page) {
  await page.getByRole('button', { name: 'Add New Address' }).click()
  const form = page.getByRole('dialog')
  await form.getByLabel('Address Label').fill('Home')
  await form.getByLabel('Recipient Name').fill('Sari Wulandari')
  await form.getByLabel('Recipient Phone').fill('0812 3456 7890')
  await form.getByLabel('Recipient Zipcode').fill('40151')
  await form.getByLabel('Address Street').fill('Jl. Dago No. 12')
  await form.getByRole('combobox', { name: 'Province' }).fill('jawa barat')
  await form.getByRole('option', { name: 'Jawa Barat' }).click()
  await form.getByRole('combobox', { name: 'City' }).fill('kota bandung')
  await form.getByRole('option', { name: 'Kota Bandung' }).click()
  await form.getByRole('combobox', { name: 'Subdistrict' }).fill('sukasari')
  await form.getByRole('option', { name: 'Sukasari' }).click()
  await form.getByRole('button', { name: 'Save Address' }).click()
  await expect(form).toBeHidden()
}

const amount = async (page: Page, label: string | RegExp) =>
  parseRupiah((await page.locator('dt', { hasText: label }).locator('+ dd').textContent()) ?? '')

// A whole checkout on a machine shared by parallel workers takes longer than one page.
test.describe.configure({ timeout: 120_000 })

test('a member checks out for courier delivery with a promo code and pays', async ({
  page,
  request,
}, testInfo) => {
  const item = await stockedItem(request, 7, testInfo.project.name === 'phone' ? 0 : 1, true)
  await signUp(page, newShopper())
  await addSizeToCart(page, item)
  await page.goto('/cart')
  await page.getByRole('main').getByRole('link', { name: 'Checkout' }).click()

  await page.getByRole('button', { name: /Online Delivery/ }).click()
  await expect(page).toHaveURL(/\/checkout\/choose-address$/)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Please choose an address first.')).toBeVisible()
  await addAddressInCheckout(page)
  await expect(page.getByRole('radio', { name: /Home/ })).toBeChecked()
  await reloadKeeps(page, 'Where should we deliver?')
  await expect(page.getByRole('radio', { name: /Home/ })).toBeChecked()
  await page.getByRole('button', { name: 'Continue' }).click()

  await expect(page).toHaveURL(/\/checkout\/choose-hub$/)
  await reloadKeeps(page, 'Ship from')
  await page
    .getByRole('button', { name: /Ship from here$/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/checkout\/choose-shipping-method$/)
  await expect(page.getByRole('radio').first()).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Please choose a shipping method.')).toBeVisible()

  // Back returns to the address and clears the options: the hub must be chosen again.
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page).toHaveURL(/\/checkout\/choose-address$/)
  await page.goto('/checkout/choose-shipping-method')
  await expect(page).toHaveURL(/\/checkout\/choose-hub$/)
  await page
    .getByRole('button', { name: /Ship from here$/ })
    .first()
    .click()
  await page.getByRole('radio').first().check()
  await reloadKeeps(page, 'Choose a shipping method')
  await expect(page.getByRole('radio').first()).toBeVisible()
  await page.getByRole('radio').first().check()
  await page.getByRole('button', { name: 'Continue' }).click()

  await expect(page).toHaveURL(/\/checkout\/order-summary$/)
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('Promo code is required!')).toBeVisible()
  await page.getByLabel('Promo Code').fill('freeongkir')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('Promo FREEONGKIR', { exact: true })).toBeVisible()
  const subtotal = await amount(page, 'Subtotal')
  const shipping = await amount(page, 'Shipping')
  const discount = await amount(page, 'Promo FREEONGKIR')
  expect(discount).toBe(Math.min(shipping, 20_000))
  expect(await amount(page, 'Grand Total')).toBe(subtotal - discount + shipping)
  await reloadKeeps(page, 'Order summary')
  await expect(page.getByText('Promo FREEONGKIR', { exact: true })).toBeVisible()

  await whileOrdersAreQuiet(async () => {
    await page.getByRole('button', { name: 'Go To Payment' }).click()
    await page.getByRole('button', { name: 'Yes, Go To Payment' }).click()
    await payOnSandbox(page, 'pay')
    await expect(page.getByText('Thank you for shopping!', { exact: true })).toBeVisible()
  })
  await expect(page.getByRole('link', { name: 'See My Orders' })).toHaveAttribute(
    'href',
    '/account/orders',
  )
  await expectAccessible(page)
})
