import { mkdir } from 'node:fs/promises'
import type { Page, TestInfo } from '@playwright/test'
import { expectAccessible } from '../accessibility'
import { expect, test } from '../fixtures'
import { collectedPickupOrder, deliveredCourierOrder, requestReturn } from './returns-data'
import { createStaff, signInToBackOffice } from './staff'

// A delivered order needs its payment and the courier's timetable first.
test.describe.configure({ timeout: 180_000 })

/** A screenshot to look at, when the run names a folder for them (RETURNS_SHOTS). */
async function shot(page: Page, info: TestInfo, name: string) {
  const folder = process.env.RETURNS_SHOTS
  if (!folder) return
  await mkdir(folder, { recursive: true })
  await page.screenshot({ path: `${folder}/${name}-${info.project.name}.png`, fullPage: true })
}

test('staff follow a member’s size exchange by courier from approval through receipt and restock to the new waybill', async ({
  page,
  request,
}, info) => {
  const { token, order } = await deliveredCourierOrder(page, request)
  const { ref, from, to } = await requestReturn(request, token, order.id, { exchange: true })

  await signInToBackOffice(page, await createStaff(request, 'OWNER'), '/admin/orders')
  await page.getByRole('link', { name: /^Returns waiting for staff: \d+$/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Returns' })).toBeVisible()
  await page.getByLabel('Return or order reference').fill(order.trx_ref)
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByRole('link', { name: ref }).filter({ visible: true })).toHaveCount(1)
  await expectAccessible(page)
  await shot(page, info, 'returns-list')

  await page.getByRole('link', { name: ref }).filter({ visible: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(ref) })).toBeVisible()
  await expect(page.getByText(`Exchange to size ${to}`)).toBeVisible()
  await expect(page.getByText(`1 × size ${from}`)).toBeVisible()

  await page.getByRole('button', { name: 'Approve' }).click()
  const approve = page.getByRole('dialog', { name: `Approve · ${ref}` })
  await expectAccessible(page)
  await approve.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByText(`Return ${ref} is now approved.`)).toBeVisible()
  await expect(approve).toBeHidden()

  await page.getByRole('button', { name: 'Receive the parcel' }).click()
  const receive = page.getByRole('dialog', { name: `Receive the parcel · ${ref}` })
  await expect(receive.getByLabel('Received (of 1)')).toHaveValue('1')
  await receive.getByLabel('Courier receipt amount (Rp)').fill('18.000')
  await expectAccessible(page)
  await shot(page, info, 'return-receive-dialog')
  // Escape closes the dialog without receiving anything.
  await page.keyboard.press('Escape')
  await expect(receive).toBeHidden()
  await page.getByRole('button', { name: 'Receive the parcel' }).click()
  await receive.getByLabel('Courier receipt amount (Rp)').fill('18.000')
  await receive.getByRole('button', { name: 'Receive the parcel' }).click()
  await expect(page.getByText(`Return ${ref} is now received.`)).toBeVisible()
  await expect(page.getByText('Received 1, damaged 0')).toBeVisible()

  await page.getByRole('button', { name: 'Restock' }).click()
  await page
    .getByRole('dialog', { name: `Restock · ${ref}` })
    .getByRole('button', { name: 'Restock' })
    .click()
  await expect(page.getByText(`Return ${ref} is now checked and back in stock.`)).toBeVisible()

  await page.getByRole('button', { name: 'Ship the exchange' }).click()
  await page
    .getByRole('dialog', { name: `Ship the exchange · ${ref}` })
    .getByRole('button', { name: 'Ship the exchange' })
    .click()
  await expect(page.getByText(`Return ${ref} is now exchange sent.`)).toBeVisible()
  const waybill = page.getByText('Exchange waybill').locator('xpath=following-sibling::dd[1]')
  await expect(waybill).toHaveText(/\S{6,}/)
  const timeline = page.getByRole('region', { name: 'Timeline' })
  await expect(timeline.getByText('Exchange sent', { exact: true })).toBeVisible()
  await expectAccessible(page)
  await shot(page, info, 'return-page')

  // The member follows the new size on its own waybill, from the order in My Orders.
  const resi = ((await waybill.textContent()) ?? '').trim()
  await page.goto(`/account/orders?order=${order.id}`)
  const modal = page.getByRole('dialog')
  const returns = modal.getByRole('list', { name: 'Returns of this order' })
  await expect(returns).toContainText('Exchange sent')
  await expect(returns).toContainText(`Exchange waybill: ${resi}`)
  await returns.getByRole('button', { name: 'Track the exchange' }).click()
  await expect(modal.getByRole('heading', { name: 'Last Status' })).toBeVisible()
  await expectAccessible(page)
})

test('a pick-up buyer’s return is taken at the showroom counter by its reference, and the clerk sees no bank details', async ({
  page,
  request,
}, info) => {
  const { token, pick, order } = await collectedPickupOrder(page, request)
  const { ref } = await requestReturn(request, token, order.id, { counter: pick.showroomId })
  const clerk = await createStaff(request, 'SHOWROOM', [pick.showroomId])

  await signInToBackOffice(page, clerk, '/admin/counter')
  await page.getByRole('textbox', { name: 'Pick-up code' }).fill(ref.toLowerCase())
  await shot(page, info, 'counter')
  await page.getByRole('button', { name: 'Find the order' }).click()
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(ref) })).toBeVisible()
  // A refund's bank account is for the roles that handle money: no section at all here.
  await expect(page.getByText('Where the refund goes')).toHaveCount(0)
  await expect(page.getByText('1234567890')).toHaveCount(0)

  await page.getByRole('button', { name: 'Receive here' }).click()
  const receive = page.getByRole('dialog', { name: `Receive here · ${ref}` })
  // A parcel brought to the counter has no courier receipt.
  await expect(receive.getByLabel('Courier receipt amount (Rp)')).toHaveCount(0)
  await receive.getByLabel('Damaged').fill('2')
  await receive.getByRole('button', { name: 'Receive here' }).click()
  await expect(receive.getByText('Give a whole number from 0 to 1.')).toBeVisible()
  await receive.getByLabel('Damaged').fill('0')
  await expectAccessible(page)
  await receive.getByRole('button', { name: 'Receive here' }).click()
  await expect(page.getByText(`Return ${ref} is now received.`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Restock' })).toBeVisible()
})

test('a showroom account lists only its showrooms’ returns and cannot open another’s @one-size', async ({
  page,
  request,
}) => {
  const { token, pick, order } = await collectedPickupOrder(page, request)
  const { ref } = await requestReturn(request, token, order.id, { counter: pick.showroomId })
  const elsewhere = await createStaff(request, 'SHOWROOM', [pick.showroomId === 1 ? 2 : 1])

  await signInToBackOffice(page, elsewhere, `/admin/returns?q=${order.trx_ref}`)
  await expect(page.getByText('No return matches these filters.')).toBeVisible()
  await page.goto(`/admin/returns/${ref}`)
  await expect(page.getByRole('alert')).toHaveText(/brought to another showroom/)
})

test('two staff receive one parcel at once: one wins, the other is told what it became @one-size', async ({
  page,
  browser,
  request,
}) => {
  const { token, pick, order } = await collectedPickupOrder(page, request)
  const { ref } = await requestReturn(request, token, order.id, { counter: pick.showroomId })
  const [first, second] = [await createStaff(request, 'OWNER'), await createStaff(request, 'STAFF')]
  const other = await (
    await browser.newContext({ baseURL: test.info().project.use.baseURL })
  ).newPage()
  await signInToBackOffice(page, first, `/admin/returns/${ref}`)
  await signInToBackOffice(other, second, `/admin/returns/${ref}`)
  for (const staff of [page, other])
    await staff.getByRole('button', { name: 'Receive the parcel' }).click()

  await page.getByRole('dialog').getByRole('button', { name: 'Receive the parcel' }).click()
  await expect(page.getByText(`Return ${ref} is now received.`)).toBeVisible()
  await other.getByRole('dialog').getByRole('button', { name: 'Receive the parcel' }).click()
  await expect(
    other.getByText(`Return ${ref} is already received; the page shows it now.`),
  ).toBeVisible()
  // The loser's page reads the return again: it shows the parcel received and offers the next move.
  await expect(other.getByRole('heading', { level: 1, name: new RegExp(ref) })).toContainText(
    'Received',
  )
  await expect(other.getByRole('button', { name: 'Restock' })).toBeVisible()
  await other.context().close()
})
