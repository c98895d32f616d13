import { expectAccessible } from './accessibility'
import {
  addSizeToCart,
  mailsTo,
  payOnSandbox,
  reloadKeeps,
  stepHeading,
  stockedItem,
  whileOrdersAreQuiet,
} from './checkout-fixtures'
import { expect, test } from './fixtures'

// A whole checkout on a machine shared by parallel workers takes longer than one page.
test.describe.configure({ timeout: 120_000 })

test('a guest checks out for store pickup, pays on the payment page and is thanked', async ({
  page,
  request,
}, testInfo) => {
  const item = await stockedItem(request, 6, testInfo.project.name === 'phone' ? 0 : 1)
  const email = `pickup.${Date.now()}${Math.floor(Math.random() * 1e6)}@example.co.id`

  await addSizeToCart(page, item)
  await page.goto('/cart')
  // The first availability check is dropped on the way: the shopper is told and retries.
  let dropped = false
  await page.route('**/api/checkout', async (route) => {
    if (dropped) return route.fallback()
    dropped = true
    await route.abort('connectionreset')
  })
  await page.getByRole('link', { name: 'Checkout as Guest' }).click()
  await expect(page).toHaveURL(/\/checkout\/choose-shipping-type$/)
  await expect(page.getByText('Fail to load your items availability..')).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Retry' }).click()
  await expect(stepHeading(page, 'How would you like to receive your order?')).toBeVisible()
  await expectAccessible(page)
  await reloadKeeps(page, 'How would you like to receive your order?')

  await page.getByRole('button', { name: /Store Pickup/ }).click()
  await expect(page).toHaveURL(/\/checkout\/choose-showroom$/)
  await expectAccessible(page)
  await reloadKeeps(page, 'Choose a store')
  const store = page.getByRole('button', { name: /Pick up here$/ }).first()
  const storeName = (await store.locator('span span').first().textContent()) ?? ''
  await store.click()

  await expect(page).toHaveURL(/\/checkout\/order-summary$/)
  await expect(page.getByText(storeName, { exact: true })).toBeVisible()
  await expect(page.getByText(item.name).first()).toBeVisible()
  await expectAccessible(page)

  // The browser's Back returns to the store list, Forward to the summary, choices kept.
  await page.goBack()
  await expect(stepHeading(page, 'Choose a store')).toBeVisible()
  await expect(page.getByRole('button', { name: /Pick up here$/, pressed: true })).toHaveCount(1)
  await page.goForward()
  await reloadKeeps(page, 'Order summary')

  await page.getByRole('button', { name: 'Go To Payment' }).click()
  const confirm = page.getByRole('dialog', { name: 'Are you sure want to go to payment?' })
  await expect(confirm).toBeVisible()
  await expectAccessible(page)
  await page.keyboard.press('Escape')
  await expect(confirm).toBeHidden()

  // Who collects it comes first, then the spec's e-mail rule.
  await page.getByRole('button', { name: 'Go To Payment' }).click()
  await confirm.getByRole('button', { name: 'Yes, Go To Payment' }).click()
  await expect(page.getByText('Please enter the name of who collects the order.')).toBeVisible()
  await page.getByRole('textbox', { name: 'Name' }).fill('Dewi Lestari')
  await page.getByRole('textbox', { name: 'Phone Number' }).fill('ring me')
  await page.getByRole('button', { name: 'Go To Payment' }).click()
  await confirm.getByRole('button', { name: 'Yes, Go To Payment' }).click()
  await expect(page.getByText(/Recipient phone must be 6 to 20 digits/)).toBeVisible()
  await page.getByRole('textbox', { name: 'Phone Number' }).fill('0812 3456 7890')
  await reloadKeeps(page, 'Order summary')
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Dewi Lestari')
  await page.getByRole('button', { name: 'Go To Payment' }).click()
  await confirm.getByRole('button', { name: 'Yes, Go To Payment' }).click()
  await expect(page.getByText('Please input your email address')).toBeVisible()
  await expectAccessible(page)
  await page.getByLabel('Email Address').fill(email)

  await whileOrdersAreQuiet(async () => {
    await page.getByRole('button', { name: 'Go To Payment' }).dblclick()
    await confirm.getByRole('button', { name: 'Yes, Go To Payment' }).dblclick()
    await payOnSandbox(page, 'pay')
    await expect(
      page.getByText('Thank you for shopping, please check your email for further information.'),
    ).toBeVisible()
  })
  await expect(page.getByRole('link', { name: 'Continue Shopping' }).last()).toHaveAttribute(
    'href',
    '/products',
  )
  await expectAccessible(page)
  // The double click made one order: one confirmation mail.
  await expect.poll(() => mailsTo(email, 'Your KAINARA order')).toBe(1)
})
