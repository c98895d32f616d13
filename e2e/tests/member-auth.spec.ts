import { expect, test } from '@playwright/test'
import { expectAccessible, latestMailTo, newShopper, signIn, signUp } from './members'

test('a shopper signs up, signs out after confirming, and signs back in', async ({ page }) => {
  const shopper = newShopper()
  await page.goto('/sign-up')
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByText('Please enter your name')).toBeVisible()
  await signUp(page, shopper)

  await page.goto('/account')
  await expect(page.getByLabel('Email')).toHaveValue(shopper.email)
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.getByRole('alertdialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('alertdialog')).toBeHidden()
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL('/sign-in')
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull()

  await page.getByLabel('Email').fill(shopper.email)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByText('Please enter your password, 8 characters minimum')).toBeVisible()
  await signIn(page, shopper.email, shopper.password)
  await expect(page).toHaveURL('/')
})

test('a guest sent to sign in from an account page comes back to it', async ({ page }) => {
  const shopper = newShopper()
  await signUp(page, shopper)
  await page.evaluate(() => localStorage.clear())
  await page.goto('/account/change-password')
  await expect(page).toHaveURL(/\/sign-in\?next=/)
  await signIn(page, shopper.email, shopper.password, false)
  await expect(page).toHaveURL('/account/change-password')
})

test('forgot password mails a new password that signs in', async ({ page }) => {
  const shopper = newShopper()
  await signUp(page, shopper)
  await page.evaluate(() => localStorage.clear())
  await page.goto('/forgot-password')
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Send New Password' }).click()
  await expect(page.getByText('Please enter your email address')).toBeVisible()
  await page.getByLabel('Email').fill(shopper.email)
  await page.getByRole('button', { name: 'Send New Password' }).click()
  await expect(page.getByText('New password has been sent to your email.')).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue('')
  const mail = await latestMailTo(shopper.email, 'Your new KAINARA password')
  const password = /Your new password is: (\S+)/.exec(mail)?.[1] ?? ''
  expect(password).toMatch(/^\w{14}$/)
  await signIn(page, shopper.email, password)
})

test('a member deletes their account and cannot sign in again', async ({ page }) => {
  const shopper = newShopper()
  await signUp(page, shopper)
  await page.goto('/delete-account')
  await page.getByLabel('Email').fill(shopper.email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(shopper.password)
  await page.getByRole('button', { name: 'Delete My Account' }).click()
  await expect(
    page.getByText('Are you sure you want to delete your account? This action is irreversible.'),
  ).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(page.getByText('Your account has been successfully deleted.')).toBeVisible()
  await expect(page).toHaveURL('/', { timeout: 6000 })
  await page.goto('/sign-in')
  await page.getByLabel('Email').fill(shopper.email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(shopper.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByText('Your email or password is incorrect.')).toBeVisible()
})
