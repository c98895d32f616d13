import { expect, test } from '@playwright/test'
import { expectAccessible } from '../accessibility'
import { createStaff, signInToBackOffice } from './staff'

test('a staff member signs in, lands on their section and signs out again', async ({
  page,
  request,
}) => {
  const staff = await createStaff(request, 'STAFF')
  await page.goto('/admin/account')
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Faccount/)
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Please enter your e-mail address.')).toBeVisible()
  await page.getByLabel('E-mail').fill(staff.email)
  await page.getByLabel('Password').fill('not the password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('The e-mail or password is not right.')).toBeVisible()
  await signInToBackOffice(page, staff, '/admin/account')
  await expect(page).toHaveURL(/\/admin\/account$/)
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible()
  await expect(page.getByText(staff.email)).toBeVisible()
  await expectAccessible(page)
  if ((page.viewportSize()?.width ?? 0) < 1024) {
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
    await page.getByRole('button', { name: 'Menu' }).click()
  }
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/admin\/sign-in/)
  await page.goto('/admin/account')
  await expect(page).toHaveURL(/\/admin\/sign-in/)
})

// Which files the shop asks for does not depend on the screen: desktop only.
test('the shop never loads a byte of the back office', { tag: '@one-size' }, async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  await page.goto('/')
  await page.goto('/products')
  expect(requested.filter((path) => path.startsWith('/admin'))).toEqual([])
  const robots = await (await page.request.get('/robots.txt')).text()
  expect(robots).toContain('Disallow: /admin')
})
