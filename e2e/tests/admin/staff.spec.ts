import { randomBytes } from 'node:crypto'
import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { expectAccessible } from '../accessibility'
import { whileOrdersAreQuiet } from '../checkout-fixtures'
import { join } from 'node:path'
import { ADMIN_STORE_DATA_DIR } from '../../playwright.config'
import { latestMailTo } from '../members'
import { STAFF_PASSWORD, createStaff, signInToBackOffice } from './staff'

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024

async function signOut(page: Page) {
  if (isPhone(page)) await page.getByRole('button', { name: 'Menu' }).click()
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/admin\/sign-in/)
}

test('an owner invites a showroom manager, who sets a password from the mail and cannot open Staff @one-size', async ({
  page,
}) => {
  const owner = await createStaff(page.request, 'OWNER')
  await signInToBackOffice(page, owner, '/admin/staff')
  await expect(page.getByRole('heading', { name: 'Staff', exact: true })).toBeVisible()
  await expectAccessible(page)

  const email = `manager-${randomBytes(4).toString('hex')}@kainara.test`
  await page.getByRole('button', { name: 'Invite a person' }).click()
  const dialog = page.getByRole('dialog', { name: 'Invite a person' })
  await dialog.getByLabel('Name').fill('Dewi Lestari')
  await dialog.getByLabel('E-mail').fill(email)
  await dialog.getByLabel('Role').selectOption('SHOWROOM')
  await dialog.getByRole('button', { name: 'Send invitation' }).click()
  await expect(dialog.getByText('A SHOWROOM account needs at least one showroom.')).toBeVisible()
  await dialog.getByRole('checkbox').first().check()
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Send invitation' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(`The invitation is on its way to ${email}.`)).toBeVisible()
  await expect(
    page
      .getByRole('region', { name: 'Open invitations' })
      .getByRole('listitem')
      .filter({ hasText: email }),
  ).toBeVisible()

  await page.goto('/admin/audit')
  await page.getByLabel('Action').selectOption('staff.invite')
  await expect(page).toHaveURL(/[?&]action=staff\.invite/)
  await expect(page.getByText(email).locator('visible=true').first()).toBeVisible()
  await expectAccessible(page)

  const mail = await latestMailTo(
    email,
    "You're invited to KAINARA's back office",
    join(ADMIN_STORE_DATA_DIR, 'mail'),
  )
  const token = /\/admin\/accept-invite\?token=([\w-]+)/.exec(mail)?.[1]
  expect(token).toBeTruthy()
  await page.context().clearCookies()
  await page.goto(`/admin/accept-invite?token=${token}`)
  await expect(page.getByRole('heading', { name: 'Welcome, Dewi Lestari' })).toBeVisible()
  await expectAccessible(page)
  await page.getByLabel('New password', { exact: true }).fill('dewi long password')
  await page.getByLabel('New password again').fill('dewi long password')
  await page.getByRole('button', { name: 'Set password and sign in' }).click()
  // Signed in, a SHOWROOM account lands on its first section: its showrooms' orders.
  await expect(page).toHaveURL(/\/admin\/orders/)
  await page.goto('/admin/account')
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()

  const refused = page.waitForResponse((response) => response.url().endsWith('/api/admin/staff'))
  await page.goto('/admin/staff')
  expect((await refused).status()).toBe(403)
  await expect(page.getByRole('alert')).toHaveText('This needs an OWNER account.')
})

test('a staff member sets up two-step sign-in, then signs in with a code @one-size', async ({
  page,
}) => {
  const staff = await createStaff(page.request, 'STAFF')
  await signInToBackOffice(page, staff, '/admin/account')
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click()
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '')
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible()
  await expectAccessible(page)
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 })
  await page.getByLabel('Code from your app').fill(totp.generate())
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click()
  await expect(
    page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10)
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click()
  await expect(page.getByText('On: signing in asks for a code from your app.')).toBeVisible()

  // Half signed in lasts 10 minutes of the store's clock, which journeys that need a paid order
  // an hour old move by 61 minutes: the sign-in waits until no such move is under way.
  await whileOrdersAreQuiet(async () => {
    await signOut(page)
    await page.getByLabel('E-mail').fill(staff.email)
    await page.getByLabel('Password').fill(STAFF_PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible()
    await page.getByLabel('Code from your authenticator app').fill('000000')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByRole('alert')).toContainText('That code is not right.')
    // The code that turned it on is spent (RFC 6238, section 5.2): the app's next one, as a phone
    // whose clock runs a little ahead shows it (the store takes a period either side).
    await page
      .getByLabel('Code from your authenticator app')
      .fill(totp.generate({ timestamp: Date.now() + 30_000 }))
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page).not.toHaveURL(/second-factor|sign-in/)
  })
  // The session is verified: a signed-in page opens instead of sending back to the code.
  await page.goto('/admin/account')
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible()
})
