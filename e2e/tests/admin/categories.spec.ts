import { expect, test } from '@playwright/test'
import { expectAccessible } from '../accessibility'
import { createStaff, signInToBackOffice } from './staff'

test('a STAFF member creates a sub-category, renames it, and the shop lists it under its new title @one-size', async ({
  page,
  request,
}, info) => {
  const staff = await createStaff(request, 'STAFF')
  const name = `Linen Edit ${info.project.name.replace('admin-', '')}`
  await signInToBackOffice(page, staff, '/admin/categories')
  await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Add sub-category to WOMEN' }).click()
  const dialog = page.getByRole('dialog', { name: 'New sub-category' })
  await dialog.getByLabel('Name, English', { exact: true }).fill(name)
  await dialog.getByRole('button', { name: 'Create sub-category' }).click()
  await expect(page.getByText(`${name} was created.`)).toBeVisible()
  await page.getByRole('button', { name: 'Close toast' }).click()
  await expect(page.getByText(`${name} was created.`)).toBeHidden()
  const women = page.getByRole('list', { name: 'Sub-categories of WOMEN' })
  await expect(women.getByRole('button', { name: `Edit ${name}`, exact: true })).toBeVisible()

  await women.getByRole('button', { name: `Edit ${name}` }).click()
  const edit = page.getByRole('dialog', { name: `Edit ${name}` })
  await edit.getByLabel('Name, English', { exact: true }).fill(`${name} Renamed`)
  await edit.getByLabel('Cover image').fill('/media/none.webp')
  await expect(edit.getByText('This image could not be loaded. Check the address.')).toBeVisible()
  // The page behind the modal (and the toast left on it) is dimmed by design: judge the dialog.
  await expectAccessible(page, 'dialog[open]')
  await edit.getByRole('button', { name: 'Save sub-category' }).click()
  await expect(page.getByText(`${name} Renamed was saved.`)).toBeVisible()

  const categories = (await (await request.get('/api/categories')).json()) as {
    categories: { id: number; category_subs: { id: number; name: string }[] }[]
  }
  const sub = categories.categories
    .flatMap((category) => category.category_subs)
    .find((candidate) => candidate.name === `${name} Renamed`)
  expect(sub).toBeDefined()
  await page.goto(`/products?category_sub_id=${sub?.id ?? 0}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${name} Renamed`)
})
