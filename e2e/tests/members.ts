import { readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { expect } from '@playwright/test'
import type { Page } from '@playwright/test'
export { expectAccessible } from './accessibility'

/** Where the store under test writes its .eml files (playwright.config.ts sets DATA_DIR). */
const MAIL_DIR = join(process.env.E2E_DATA_DIR ?? '/tmp/kainara-e2e', 'mail')

export function newShopper() {
  const id = `${Date.now()}${Math.floor(Math.random() * 1e6)}`
  return { name: 'Sari Wulandari', email: `sari.${id}@example.co.id`, password: `batik-${id}` }
}
export type Shopper = ReturnType<typeof newShopper>

export async function signUp(page: Page, shopper: Shopper) {
  await page.goto('/sign-up')
  await page.getByLabel('Name').fill(shopper.name)
  await page.getByLabel('Female').check()
  await page.getByLabel('Email').fill(shopper.email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(shopper.password)
  await page.getByLabel('Confirm Password').fill(shopper.password)
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(
    page.getByText('You have successfully created an account, feel free to shop now.'),
  ).toBeVisible()
  await expect(page).toHaveURL('/')
}

/** Signs in from /sign-in, or from the sign-in page the shopper is already on (keeping its ?next). */
export async function signIn(page: Page, email: string, password: string, open = true) {
  if (open) await page.goto('/sign-in')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByText('You have successfully signed in')).toBeVisible()
}

/** The text of the newest mail to an address, read from the store's .eml files. */
export async function latestMailTo(
  address: string,
  subject: string,
  mailDir = MAIL_DIR,
): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const files = (await readdir(mailDir).catch(() => [])).sort().reverse()
    for (const file of files) {
      // Undo quoted-printable's soft line breaks and escaped '=', enough to read links.
      const raw = (await readFile(join(mailDir, file), 'utf8'))
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=')
      if (raw.includes(`To: ${address}`) && raw.includes(`Subject: ${subject}`)) return raw
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`no mail "${subject}" to ${address}`)
}
