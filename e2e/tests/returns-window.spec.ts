import { expect, test } from '@playwright/test'
import { operator, whileOrdersAreQuiet } from './checkout-fixtures'
import { expectAccessible } from './members'
import { openReturnForm } from './returns-form'

// Moving the store's clock six days would close the window of every other
// journey's return: this one runs after them (playwright.config.ts, 'last').
test('the window closes while the form is open: the shopper is told when, nothing is sent and the form keeps its content', async ({
  page,
  request,
}, testInfo) => {
  const { form } = await openReturnForm(page, request, 4)
  await form.getByRole('radio', { name: 'A refund' }).check()
  await form.getByLabel('Bank name').fill('BCA')
  await form.getByLabel('Account number').fill('1234567890')
  await form.getByLabel('Account holder').fill('Sari Dewi')
  await whileOrdersAreQuiet(async () => {
    await operator(request, 'clock', { minutes: 6 * 24 * 60 })
    await form.getByRole('button', { name: 'Send request' }).click()
    await expect(form.getByRole('alert')).toContainText(
      /The return window of order .+ closed on .+ WIB\./,
    )
  })
  await expect(form.getByLabel('Account number')).toHaveValue('1234567890')
  await expect(form.getByLabel('Reason')).toHaveValue('too_small')
  await expectAccessible(page)
  await page.screenshot({ path: testInfo.outputPath('return-window-closed.png') })
})
