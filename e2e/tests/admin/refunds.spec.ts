import type { APIRequestContext, Page } from '@playwright/test'
import { expectAccessible } from '../accessibility'
import { whileOrdersAreQuiet } from '../checkout-fixtures'
import { expect, test } from '../fixtures'
import { payOnPaymentPage, placeCourierOrder } from '../orders'
import { createStaff, signInToBackOffice } from './staff'

// The order is placed and paid on the payment page before the owner acts on it.
test.describe.configure({ timeout: 120_000 })

test('an owner cancels one of two units of a paid order, sees the refund it owes, and marks it paid from the refunds ledger', async ({
  page,
  request,
}) => {
  const bill = await placeCourierOrder(request, null, undefined, 4, 2)
  await payOnPaymentPage(page, bill)
  const ref = bill.order_reff
  // Staff sessions idle out on the store's clock: no other journey moves it while the owner works.
  await whileOrdersAreQuiet(() => cancelAndRefund(page, request, ref))
})

async function cancelAndRefund(page: Page, request: APIRequestContext, ref: string) {
  await signInToBackOffice(page, await createStaff(request, 'OWNER'), `/admin/orders/${ref}`)
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(ref) })).toBeVisible()

  await page.getByRole('button', { name: 'Cancel order' }).click()
  const dialog = page.getByRole('dialog', { name: `Cancel order ${ref}` })
  const units = dialog.getByRole('spinbutton')
  await expect(units).toHaveValue('2')
  // The refund is counted by the server before anything is cancelled, again for each choice.
  const owed = dialog.getByText(/^Refund it will owe: IDR [\d.]+$/)
  await expect(owed).toBeVisible()
  const whole = (await owed.textContent()) ?? ''
  await units.fill('1')
  await expect(owed).not.toHaveText(whole)
  const amount = /IDR [\d.]+/.exec((await owed.textContent()) ?? '')?.[0] ?? ''
  await dialog.getByLabel('Reason').fill('The buyer asked on WhatsApp for one instead of two.')
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Cancel 1 unit' }).click()
  await expect(
    page.getByText(
      `Part of order ${ref} is cancelled; its stock is back and a refund of ${amount} is recorded as owed.`,
    ),
  ).toBeVisible()
  await expect(dialog).toBeHidden()
  // One unit is left, so the order itself goes on.
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible()
  await expect(page.getByText('1 of 2 cancelled')).toBeVisible()
  // The packing slip asks for what is left to pack, not what was first bought.
  await page.goto(`/admin/orders/${ref}/print`)
  const slip = page.getByRole('region', { name: /Packing slip/ })
  await expect(slip.getByRole('row')).toHaveCount(2)
  await expect(slip.getByRole('row').nth(1).getByRole('cell').nth(3)).toHaveText('1')

  await page.goto('/admin/refunds')
  await expect(page.getByRole('heading', { level: 1, name: 'Refunds' })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: `Mark paid ${ref}` }).click()
  const paid = page.getByRole('dialog', { name: `Refund for order ${ref} paid` })
  const transfer = `BCA ${ref.slice(0, 8)}`
  await paid.getByLabel('Transfer reference').fill(transfer)
  await expectAccessible(page)
  await paid.getByRole('button', { name: 'Mark paid' }).click()
  await expect(
    page.getByText(
      `The refund of ${amount} for order ${ref} is marked paid; the buyer is told by mail.`,
    ),
  ).toBeVisible()
  await expect(paid).toBeHidden()
  await expect(page.getByRole('button', { name: `Mark paid ${ref}` })).toHaveCount(0)

  await page.goto('/admin/refunds?status=PAID')
  // The table on a wide screen, a card on a phone: whichever shows names the transfer.
  await expect(page.getByText(transfer).filter({ visible: true }).first()).toBeVisible()
}
