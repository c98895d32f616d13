import { Secret, TOTP } from 'otpauth'
import type { APIRequestContext, Page } from '@playwright/test'
import { expectAccessible } from '../accessibility'
import { whileOrdersAreQuiet } from '../checkout-fixtures'
import { expect, test } from '@playwright/test'
import { createStaff } from './staff'
import type { StaffAccount } from './staff'

// The owner waits for their app's next code, up to one 30-second period.
test.describe.configure({ timeout: 120_000 })

/**
 * Two-step sign-in turned on as My account does it, through its calls: the code that confirms it
 * is the one the app showed a moment ago, so this period's code is the owner's to sign in with.
 */
async function turnOnTwoStep(request: APIRequestContext, owner: StaffAccount) {
  const signIn = await request.post('/api/admin/auth/sign-in', {
    data: { email: owner.email, password: owner.password },
  })
  expect(signIn.status()).toBe(200)
  const started = await request.post('/api/admin/auth/two-step/start', { data: {} })
  const { secret } = ((await started.json()) as { data: { secret: string } }).data
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 })
  const confirmed = await request.post('/api/admin/auth/two-step/confirm', {
    data: { code: totp.generate({ timestamp: Date.now() - 30_000 }) },
  })
  expect(confirmed.status()).toBe(200)
  await request.post('/api/admin/auth/sign-out', { data: {} })
  return totp
}

async function signInWithPassword(page: Page, owner: StaffAccount) {
  await page.goto('/admin/account')
  await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible()
  await page.getByLabel('E-mail').fill(owner.email)
  await page.getByLabel('Password').fill(owner.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible()
}

async function giveCode(page: Page, code: string) {
  await page.getByLabel('Code from your authenticator app').fill(code)
  await page.getByRole('button', { name: 'Continue' }).click()
}

test('an owner with two-step sign-in signs in, is refused a replayed code, and works on @one-size', async ({
  page,
  browser,
  request,
}, info) => {
  const owner = await createStaff(request, 'OWNER')
  const totp = await turnOnTwoStep(request, owner)

  // A half-signed-in session lasts 10 minutes of the store's clock, which journeys that need a
  // paid order an hour old move by 61 minutes: the sign-ins wait until no such move is under way.
  const laptop = await whileOrdersAreQuiet(async () => {
    await signInWithPassword(page, owner)
    await expectAccessible(page)
    const code = totp.generate()
    await giveCode(page, code)
    await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible()

    // The same code again, on another browser: someone who saw it over the owner's shoulder,
    // or the owner a moment later on their laptop. It was accepted once; it is not again.
    const laptop = await browser.newContext({
      baseURL: info.project.use.baseURL,
      viewport: info.project.use.viewport ?? null,
    })
    const second = await laptop.newPage()
    await signInWithPassword(second, owner)
    await giveCode(second, code)
    await expect(second.getByRole('alert')).toHaveText(
      'That code has been used already. Enter the next code your app shows.',
    )
    await expect(second.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible()
    await expectAccessible(second)

    // The app shows its next code within 30 seconds; with it the owner is in and works on.
    await expect.poll(() => totp.generate(), { timeout: 40_000, intervals: [1_000] }).not.toBe(code)
    await giveCode(second, totp.generate())
    await expect(second.getByRole('heading', { name: 'My account' })).toBeVisible()
    const mails = second.getByRole('region', { name: 'Mails' })
    await mails.getByRole('checkbox', { name: /Daily summary/ }).check()
    await mails.getByRole('button', { name: 'Save mail settings' }).click()
    await expect(second.getByText('Your mail settings are saved.')).toBeVisible()
    await expectAccessible(second)

    return laptop
  })

  // The first browser's session is untouched by all this.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible()
  await laptop.close()
})
