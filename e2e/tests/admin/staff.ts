import { randomBytes } from 'node:crypto'
import { expect } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'
import { E2E_OPERATOR_TOKEN } from '../../playwright.config'

export const STAFF_PASSWORD = 'kainara back office 2026'

export interface StaffAccount {
  email: string
  password: string
  role: 'OWNER' | 'STAFF' | 'SHOWROOM'
}

/** A staff account no other journey uses, made as the terminal's create-staff makes it. */
export async function createStaff(
  request: APIRequestContext,
  role: StaffAccount['role'],
  showroomIds: number[] = role === 'SHOWROOM' ? [1] : [],
): Promise<StaffAccount> {
  const email = `${role.toLowerCase()}-${randomBytes(5).toString('hex')}@kainara.test`
  const response = await request.post('/api/operator/staff', {
    headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
    data: {
      email,
      name: `${role[0]}${role.slice(1).toLowerCase()} Tester`,
      role,
      password: STAFF_PASSWORD,
      showroom_ids: showroomIds,
    },
  })
  expect(response.status(), await response.text()).toBe(200)
  return { email, password: STAFF_PASSWORD, role }
}

/** Signs in through the back office's own form, as a person does. */
export async function signInToBackOffice(page: Page, account: StaffAccount, path = '/admin') {
  await page.goto(path)
  await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible()
  await page.getByLabel('E-mail').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeHidden()
}
