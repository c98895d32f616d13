import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { expectAccessible } from '../accessibility'
import { completedPickupOrder } from '../completed-order'
import { newShopper, signUp } from '../members'
import { createStaff, signInToBackOffice } from './staff'

test('an OWNER finds a member, takes a copy of their data and erases it by typing their e-mail @one-size', async ({
  page,
  request,
}) => {
  const shopper = newShopper()
  const signedUp = await request.post('/api/auth/sign-up', {
    data: {
      name: 'Ratna Sari Dewi',
      gender: 'FEMALE',
      email: shopper.email,
      password: shopper.password,
      password_conf: shopper.password,
    },
  })
  expect(signedUp.status(), await signedUp.text()).toBe(200)
  const { access_token: token } = (await signedUp.json()) as { access_token: string }
  const saved = await request.post('/api/user/address', {
    headers: { authorization: token },
    data: {
      address_label: 'Rumah',
      recipient_name: 'Ratna Sari Dewi',
      recipient_phone: '081234567890',
      recipient_zip: '40132',
      address_street: 'Jl. Dago No. 12',
      province_id: 32,
      city_id: 3273,
      subdistrict_id: 327301,
    },
  })
  expect(saved.status(), await saved.text()).toBe(200)
  const owner = await createStaff(request, 'OWNER')
  await signInToBackOffice(page, owner, '/admin/customers')
  await page.getByRole('button', { name: 'Guests' }).click()
  await expect(page).toHaveURL(/[?&]tab=guests/)
  await expect(page.getByText(/guests? · page|No guest matches/).first()).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Members' }).click()

  await page.getByLabel('Search by name, e-mail or phone').fill(shopper.email)
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/[?&]q=/)
  // The list answers the search: this member alone, whatever members other journeys made.
  await expect(page.getByText(/^1 member · page 1 of 1$/)).toBeVisible()
  const row = page.getByRole('link', { name: 'Ratna Sari Dewi' }).locator('visible=true')
  await expect(row).toBeVisible()
  // Rupiah as the shop writes them (decision 066): nothing spent yet.
  await expect(page.getByText(/^IDR 0( spent)?$/).locator('visible=true')).toBeVisible()
  await expectAccessible(page)
  await row.click()
  await expect(page.getByRole('heading', { name: 'Ratna Sari Dewi' })).toBeVisible()
  await expect(page.getByText('No order yet.')).toBeVisible()
  // The whole address, as a courier would need it: street, district, city, province and zip.
  await expect(
    page.getByText(/^Jl\. Dago No\. 12, .+, Kota Bandung, Jawa Barat 40132$/),
  ).toBeVisible()
  await expectAccessible(page)

  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Export data (JSON)' }).click()
  const download = await downloading
  const kept = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    data: { account: { email: string; name: string }; orders: unknown[] }
  }
  expect(kept.data.account).toMatchObject({ email: shopper.email, name: 'Ratna Sari Dewi' })
  expect(kept.data.orders).toEqual([])

  await page.getByRole('button', { name: 'Erase data…' }).click()
  const dialog = page.getByRole('dialog', { name: "Erase this member's data" })
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Erase for good' }).click()
  await expect(dialog.getByText("Please type the member's e-mail to confirm.")).toBeVisible()
  await dialog.getByLabel(`Type ${shopper.email} to confirm`).fill(shopper.email)
  await dialog.getByRole('button', { name: 'Erase for good' }).click()
  await expect(page.getByText('The member’s personal data is erased')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/customers$/)

  const signIn = await request.post('/api/auth/sign-in', {
    data: { email: shopper.email, password: shopper.password },
  })
  expect(signIn.status()).toBe(400)
})

test('a STAFF account hides a review and the shop’s product page no longer shows it @one-size', async ({
  page,
  request,
}, testInfo) => {
  const shopper = newShopper()
  await signUp(page, shopper)
  // Products of their own, so the shop's review journey never reads this review.
  const bought = await completedPickupOrder(
    page,
    request,
    testInfo.project.name === 'admin-phone' ? 4 : 6,
  )
  const token = await page.evaluate(() => localStorage.getItem('access_token'))
  const pending = await request.get('/api/user/unreviewed-products', {
    headers: { authorization: token ?? '' },
  })
  const line = ((await pending.json()) as { data: { order_details: { id: number }[] } }).data
    .order_details[0]
  const comment = `Warnanya pudar setelah dicuci ${Date.now()}.`
  const sent = await request.post('/api/user/reviews', {
    headers: { authorization: token ?? '' },
    data: { order_detail_id: line?.id, rating: 1, comment },
  })
  expect(sent.status(), await sent.text()).toBe(200)
  await page.goto(`/product/${bought.id}`)
  await expect(page.getByText(comment)).toBeVisible()

  const staff = await createStaff(request, 'STAFF')
  await signInToBackOffice(page, staff, '/admin/reviews')
  // STAFF moderate reviews but do not read the shop's customers (decision 085).
  await expect(page.getByRole('link', { name: 'Reviews', exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Customers', exact: true })).toHaveCount(0)
  await page.getByLabel('Product code or name').fill(bought.name)
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/[?&]product=/)
  const review = page.getByRole('listitem').filter({ hasText: comment })
  await expect(review).toBeVisible()
  await expectAccessible(page)
  await review.getByRole('button', { name: /^Hide/ }).click()
  await expect(page.getByText('The review is hidden from the product page.')).toBeVisible()
  await expect(review.getByText(/^Hidden from the product page since/)).toBeVisible()
  await expect(review.getByRole('button', { name: /^Show/ })).toBeVisible()

  await page.goto(`/product/${bought.id}`)
  await expect(page.getByRole('heading', { name: bought.name, level: 1 })).toBeVisible()
  await expect(page.getByText(comment)).toHaveCount(0)
  expect(await (await request.get(`/product/${bought.id}`)).text()).not.toContain(comment)
})
