import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { expectAccessible, newShopper, signUp } from './members'

async function addAddress(page: Page, label: string, street: string) {
  await page.getByRole('button', { name: 'Add New Address' }).click()
  const form = page.getByRole('dialog')
  await form.getByLabel('Address Label').fill(label)
  await form.getByLabel('Recipient Name').fill('Sari Wulandari')
  await form.getByLabel('Recipient Phone').fill('0812 3456 7890')
  await form.getByLabel('Recipient Zipcode').fill('40151')
  await form.getByLabel('Address Street').fill(street)
  await form.getByRole('combobox', { name: 'Province' }).fill('jawa barat')
  await form.getByRole('option', { name: 'Jawa Barat' }).click()
  await form.getByRole('combobox', { name: 'City' }).fill('kota bandung')
  await form.getByRole('option', { name: 'Kota Bandung' }).click()
  // The keyboard works too: type, arrow down, Enter.
  await form.getByRole('combobox', { name: 'Subdistrict' }).fill('sukasari')
  await expect(form.getByRole('option', { name: 'Sukasari' })).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(form.getByRole('combobox', { name: 'Subdistrict' })).toHaveValue('Sukasari')
  await form.getByRole('button', { name: 'Save Address' }).click()
  await expect(page.getByText('Your address has been saved.').first()).toBeVisible()
  await expect(page.getByRole('dialog')).toBeHidden()
}

test('a member edits the profile and toggles the newsletter', async ({ page }) => {
  const shopper = newShopper()
  await signUp(page, shopper)
  await page.goto('/account')
  await page.getByLabel('Name').fill('')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Please enter your name')).toBeVisible()
  await page.getByLabel('Name').fill('Sari W. Putri')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Your profile has been updated.')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Name')).toHaveValue('Sari W. Putri')
  const toggle = page.getByRole('switch', { name: 'Newsletter' })
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  await toggle.click()
  await expect(page.getByText('You have subscribed to our newsletter.')).toBeVisible()
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
})

test('a member adds two addresses and makes the second primary', async ({ page }) => {
  await signUp(page, newShopper())
  await page.goto('/account/shipping-address')
  await expect(page.getByText('No address saved yet, please add a new address')).toBeVisible()
  await page.getByRole('button', { name: 'Add New Address' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Save Address' }).click()
  await expect(page.getByText('Address label is required.')).toBeVisible()
  await expectAccessible(page)
  await page.keyboard.press('Escape')
  await addAddress(page, 'Home', 'Jl. Dago No. 12')
  await addAddress(page, 'Office', 'Jl. Riau No. 5')
  const home = page.getByRole('listitem').filter({ hasText: 'Jl. Dago No. 12' })
  const office = page.getByRole('listitem').filter({ hasText: 'Jl. Riau No. 5' })
  await expect(home.getByText('Primary', { exact: true })).toBeVisible()
  await expect(home.getByRole('button', { name: /Remove/ })).toHaveCount(0)
  await office.getByRole('button', { name: /Set as Primary/ }).click()
  await expect(office.getByText('Primary', { exact: true })).toBeVisible()
  await home.getByRole('button', { name: /Remove/ }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click()
  await expect(page.getByText('Jl. Dago No. 12')).toHaveCount(0)
  await expectAccessible(page)
})

test('a member wishlists a product from its page and removes it from the wishlist', async ({
  page,
}) => {
  await signUp(page, newShopper())
  await page.goto('/products')
  await page.locator('main a[href^="/product/"]').first().click()
  const heart = page.getByRole('button', { name: 'Wishlist' })
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
  await page.reload()
  await expect(page.getByRole('button', { name: 'Wishlist' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await page.goto('/account/wishlist')
  await expect(page.getByText(name).first()).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: `Remove ${name} from wishlist` }).click()
  await expect(page.getByText('No wishlist yet, shop more with us!')).toBeVisible()
})

test('a new member reads the welcome notification and marks all as read', async ({
  page,
  isMobile,
}) => {
  await signUp(page, newShopper())
  if (!isMobile) {
    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' })
    await bell.click()
    await expect(page.getByText('Welcome to KAINARA, Sari Wulandari')).toBeVisible()
    await page.keyboard.press('Escape')
  }
  await page.goto('/notifications')
  await expect(page.getByText('notifikasi dan status terkini')).toBeVisible()
  await expect(page.getByText('Welcome to KAINARA, Sari Wulandari (unread)')).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Mark all as read' }).click()
  await expect(page.getByText('All notifications have been marked as read.')).toBeVisible()
  await expect(page.getByText('(unread)')).toHaveCount(0)
})
