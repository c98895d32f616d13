import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { expectAccessible } from '../accessibility'
import { payOnPaymentPage, placeCourierOrder } from '../orders'
import { createStaff, signInToBackOffice } from './staff'

test('a STAFF account sees a paid order arrive on the board, narrows to it and exports it', async ({
  page,
  browser,
  request,
}, info) => {
  test.setTimeout(90_000)
  const staff = await createStaff(request, 'STAFF')
  await signInToBackOffice(page, staff, '/admin/orders')
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible()
  // Open groups carry their count; completed and closed orders are counted once a day is set.
  await expect(page.getByRole('button', { name: /^To pack \d+$/ })).toBeVisible()
  await expect(page.getByRole('button', { name: 'All orders', exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Completed', exact: true })).toBeVisible()
  // A reload would lose this mark: the order must arrive while the board stays open.
  await page.evaluate(() => Object.assign(window, { boardStayedOpen: true }))

  const bill = await placeCourierOrder(request, null)
  const shopper = await browser.newPage({ baseURL: new URL(page.url()).origin })
  await payOnPaymentPage(shopper, bill)
  await shopper.close()
  const ref = bill.order_reff

  const order = page.getByRole('link', { name: new RegExp(ref) })
  await expect(order).toBeVisible({ timeout: 30_000 })
  await expect(order).toHaveAttribute('href', `/admin/orders/${ref}`)
  expect(await page.evaluate(() => 'boardStayedOpen' in window)).toBe(true)
  await expectAccessible(page)

  await page.getByRole('button', { name: /^To pack \d+$/ }).click()
  await expect(page).toHaveURL(/group=to_pack/)
  await expect(page.getByRole('button', { name: /^To pack \d+$/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(order).toBeVisible()
  // On a phone the filters are folded away under one button.
  if (info.project.name.endsWith('phone'))
    await page.getByRole('button', { name: 'Filters', exact: true }).click()
  await page.getByLabel('Status', { exact: true }).selectOption('WAITING_PAYMENT')
  await expect(page.getByText('No order matches these filters.')).toBeVisible()
  await page.getByLabel('Status', { exact: true }).selectOption('')

  await page.getByRole('searchbox', { name: 'Search orders' }).fill(ref.toLowerCase())
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`q=${ref.toLowerCase()}`))
  await expect(page.getByRole('link', { name: /-\d{8}/ })).toHaveCount(1)
  await expect(order).toBeVisible()

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^kainara-orders-\d{12}\.csv$/)
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\ufeff/, '')
  const lines = text.trim().split('\r\n')
  expect(lines[0]).toBe(
    'reference,date_wib,buyer_name,buyer_email,buyer,type,showroom,courier,waybill,status,grand_total_idr,payment_channel,payment_state',
  )
  expect(lines).toHaveLength(2)
  expect(lines[1]).toContain(`${ref},`)
  expect(lines[1]).toContain(',guest,courier,')
})
