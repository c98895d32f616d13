import type { APIRequestContext, Page } from '@playwright/test'
import { expectAccessible } from '../accessibility'
import { whileOrdersAreQuiet } from '../checkout-fixtures'
import { expect, test } from '../fixtures'
import { collectedPickupOrder, deliveredCourierOrder, requestReturn } from './returns-data'
import { createStaff, signInToBackOffice } from './staff'

// A delivered order needs its payment and the courier's timetable first.
test.describe.configure({ timeout: 180_000 })

/** One move from the return's page: its button, its dialog's confirm, the server's word. */
async function move(page: Page, ref: string, label: string, becomes: string) {
  await page.getByRole('button', { name: label }).click()
  await page
    .getByRole('dialog', { name: `${label} · ${ref}` })
    .getByRole('button', { name: label })
    .click()
  await expect(page.getByText(`Return ${ref} is now ${becomes}.`)).toBeVisible()
}

test('an exchange whose size staff cannot send is turned into a refund to the account staff type, received, refunded and closed', async ({
  page,
  request,
}) => {
  const { token, order } = await deliveredCourierOrder(page, request)
  const { ref, to } = await requestReturn(request, token, order.id, { exchange: true })
  // Staff sessions idle out on the store's clock: no other journey moves it during the walk.
  await whileOrdersAreQuiet(() => convertAndRefund(page, request, ref, to))
})

async function convertAndRefund(page: Page, request: APIRequestContext, ref: string, to: string) {
  await signInToBackOffice(page, await createStaff(request, 'OWNER'), `/admin/returns/${ref}`)
  await expect(page.getByText(`Exchange to size ${to}`)).toBeVisible()

  await page.getByRole('button', { name: 'Turn into a refund' }).click()
  const convert = page.getByRole('dialog', { name: `Turn into a refund · ${ref}` })
  // An exchange asked for no bank account: staff type the one the buyer gives them.
  await convert.getByRole('textbox', { name: 'Bank' }).fill('??')
  await convert.getByRole('button', { name: 'Turn into a refund' }).click()
  await expect(convert.getByText('Give the bank’s name, such as BCA.')).toBeVisible()
  await convert.getByRole('textbox', { name: 'Bank' }).fill('Bank Mandiri')
  await convert.getByRole('textbox', { name: 'Account number' }).fill('1370012345678')
  await convert.getByRole('textbox', { name: 'Account holder' }).fill('Sari Wulandari')
  await expectAccessible(page)
  await convert.getByRole('button', { name: 'Turn into a refund' }).click()
  await expect(convert).toBeHidden()
  await expect(page.getByText('Exchange turned into a refund')).toBeVisible()
  await expect(page.getByText(`Exchange to size ${to} (not held`)).toBeVisible()
  await expect(page.getByText('1370012345678')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Turn into a refund' })).toHaveCount(0)

  await page.getByRole('button', { name: 'Receive the parcel' }).click()
  await page
    .getByRole('dialog', { name: `Receive the parcel · ${ref}` })
    .getByRole('button', { name: 'Receive the parcel' })
    .click()
  await expect(page.getByText(`Return ${ref} is now received.`)).toBeVisible()
  await move(page, ref, 'Restock', 'checked and back in stock')
  await move(page, ref, 'Record the refund', 'refund recorded')
  await move(page, ref, 'Close the return', 'closed')
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(ref) })).toContainText(
    'Closed',
  )
  await expectAccessible(page)
}

test('an exchange is readied at the showroom and closed, and another return is refused with the reason the buyer reads @one-size', async ({
  page,
  request,
}) => {
  const { token, order } = await deliveredCourierOrder(page, request)
  const { ref } = await requestReturn(request, token, order.id, { exchange: true })
  const pickup = await collectedPickupOrder(page, request)
  const refused = await requestReturn(request, pickup.token, pickup.order.id, {
    counter: pickup.pick.showroomId,
  })
  await whileOrdersAreQuiet(async () => {
    await readyAndClose(page, request, ref)
    await refuse(page, refused.ref)
  })
})

async function readyAndClose(page: Page, request: APIRequestContext, ref: string) {
  await signInToBackOffice(page, await createStaff(request, 'OWNER'), `/admin/returns/${ref}`)
  await page.getByRole('button', { name: 'Receive the parcel' }).click()
  await page
    .getByRole('dialog', { name: `Receive the parcel · ${ref}` })
    .getByRole('button', { name: 'Receive the parcel' })
    .click()
  await expect(page.getByText(`Return ${ref} is now received.`)).toBeVisible()
  await move(page, ref, 'Restock', 'checked and back in stock')
  await move(page, ref, 'Ready the exchange at the showroom', 'exchange ready at the showroom')
  await move(page, ref, 'Close the return', 'closed')
}

async function refuse(page: Page, ref: string) {
  await page.goto(`/admin/returns/${ref}`)
  await page.getByRole('button', { name: 'Refuse' }).click()
  const dialog = page.getByRole('dialog', { name: `Refuse · ${ref}` })
  await dialog.getByRole('button', { name: 'Refuse' }).click()
  await expect(dialog.getByText('Give the reason, 4 to 500 characters.')).toBeVisible()
  await dialog
    .getByLabel('Reason for the buyer')
    .fill('The tags were removed and the shirt was worn.')
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Refuse' }).click()
  await expect(page.getByText(`Return ${ref} is now refused.`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Receive the parcel' })).toHaveCount(0)
  await expect(
    page.getByText('Refused: The tags were removed and the shirt was worn.'),
  ).toBeVisible()
}
