import type { APIRequestContext, Page } from '@playwright/test'
import { expectAccessible } from '../accessibility'
import { whileOrdersAreQuiet } from '../checkout-fixtures'
import { expect, test } from '../fixtures'
import { placeCourierOrder } from '../orders'
import { openPaymentPage } from '../payment-form'
import { createStaff, signInToBackOffice } from './staff'

// Other back-office journeys pay with OVO on this store: each size's run turns off a channel of
// its own that no other journey pays with, and offers it again at the end.
const CHANNELS = {
  'admin-phone': { group: 'E-wallets', name: 'LinkAja' },
  'admin-desktop': { group: 'Pay later', name: 'Akulaku' },
}

test('the owner stops offering a channel and sets the reminder, and the payment page no longer offers it', async ({
  page,
  request,
}, testInfo) => {
  const channel = CHANNELS[testInfo.project.name as keyof typeof CHANNELS]
  // Staff sessions idle out on the store's clock: no other journey moves it meanwhile.
  await whileOrdersAreQuiet(() => chooseChannels(page, request, channel))
})

async function chooseChannels(
  page: Page,
  request: APIRequestContext,
  channel: (typeof CHANNELS)[keyof typeof CHANNELS],
) {
  const tick = () => page.getByRole('group', { name: channel.group }).getByLabel(channel.name)
  await signInToBackOffice(page, await createStaff(request, 'OWNER'), '/admin/payments')
  await expect(tick()).toBeChecked()
  await tick().uncheck()
  const hours = page.getByLabel('Hours before the order lapses')
  await hours.fill('5')
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Save payment settings' }).click()
  await expect(page.getByText('The payment settings are saved.')).toBeVisible()

  await page.reload()
  await expect(tick()).not.toBeChecked()
  await expect(page.getByLabel('Hours before the order lapses')).toHaveValue('5')

  const { payment_url: action, ...bill } = await placeCourierOrder(request, null)
  await openPaymentPage(page, action, bill)
  await expect(page.getByRole('radio', { name: /^OVO/ })).toBeVisible()
  await expect(page.getByRole('radio', { name: new RegExp(`^${channel.name}`) })).toHaveCount(0)

  // Offered again, for the next run on this store.
  await page.goto('/admin/payments')
  await tick().check()
  await page.getByRole('button', { name: 'Save payment settings' }).click()
  await expect(page.getByText('The payment settings are saved.')).toBeVisible()
}

test('a staff account that is not the owner is not shown the payment settings @one-size', async ({
  page,
  request,
}) => {
  await signInToBackOffice(page, await createStaff(request, 'STAFF'), '/admin/payments')
  await expect(page.getByRole('button', { name: 'Save payment settings' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Payments' })).toHaveCount(0)
})
