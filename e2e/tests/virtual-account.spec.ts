import { orderNumber } from '@store/contract/orders'
import { expectAccessible } from './accessibility'
import { operator, whileOrdersAreQuiet } from './checkout-fixtures'
import { expect, test } from './fixtures'
import { orderLinkPath, placeCourierOrder } from './orders'
import { openPaymentPage } from './payment-form'

test.describe.configure({ timeout: 120_000 })

test('a guest pays by BCA virtual account from the bank app an hour after closing the tab, and the order page shows paid on reload', async ({
  page,
  context,
  request,
}) => {
  const bill = await whileOrdersAreQuiet(async () => {
    // Further down the newest list than the pick-up journeys that count a showroom's pieces.
    const placed = await placeCourierOrder(request, null, undefined, 12)
    const { payment_url: action, ...values } = placed
    await openPaymentPage(page, action, values)
    await page.getByRole('radio', { name: /BCA Virtual Account/ }).check()
    await page.getByRole('button', { name: /^Pay IDR/ }).click()
    return placed
  })

  // The page gives the number and waits: nothing is paid yet.
  await expect(
    page.getByRole('heading', { name: 'Transfer to your virtual account' }),
  ).toBeVisible()
  const copy = page.getByRole('button', { name: 'Copy number' })
  const number = (await copy.getAttribute('data-copy')) ?? ''
  expect(number).toMatch(/^702\d{13}$/)
  await expect(page.getByText(number.replace(/(\d{4})(?=\d)/g, '$1 '))).toBeVisible()
  await expect(page.getByText(/Pay before .* WIB/)).toBeVisible()
  await expectAccessible(page)

  const orderPage = await context.newPage()
  const link = await orderLinkPath(bill.order_reff)
  await orderPage.goto(link)
  const heading = orderPage.getByRole('heading', {
    level: 1,
    name: `ORDER #${orderNumber(bill.order_reff)}`,
  })
  await expect(heading).toBeVisible()
  await expect(orderPage.getByRole('main')).toContainText('Waiting for Payment')
  // The shop's order page says how to pay, with the number again and when the hold ends.
  const guide = orderPage.getByRole('region', { name: 'How to pay' })
  await expect(guide).toContainText(/Pay before\s*\d{1,2} \w{3} \d{4} \d{2}:\d{2} WIB/)
  await expect(guide).toContainText('BCA Virtual Account')
  await expect(guide.getByTestId('pay-code')).toHaveText(number.replace(/(\d{4})(?=\d)/g, '$1 '))
  await expect(guide).toContainText('Open BCA mobile banking or internet banking')
  await expectAccessible(orderPage)
  // The same bill opens again, where another channel could be chosen.
  await guide.getByRole('button', { name: 'Open the bill again' }).click()
  await expect(orderPage.getByRole('radio', { name: /BCA Virtual Account/ })).toBeVisible()
  await orderPage.close()
  await page.close()

  // An hour later, from the bank app on the shopper's phone.
  await whileOrdersAreQuiet(() => operator(request, 'clock', { minutes: 60 }))
  const bank = await context.newPage()
  await bank.goto('/payment-sandbox/bank-app')
  await bank.getByLabel('Virtual account number').fill(number.replace(/(\d{4})(?=\d)/g, '$1 '))
  await bank.getByRole('button', { name: 'Continue' }).click()
  await expect(bank.getByText(`To KAINARA, bill ${bill.order_id}`)).toBeVisible()
  await expectAccessible(bank)
  await bank.getByRole('button', { name: /^Transfer IDR/ }).click()
  await expect(bank.getByRole('heading', { name: 'Transfer sent' })).toBeVisible()

  const shop = await context.newPage()
  await shop.goto(link)
  await shop.reload()
  await expect(shop.getByRole('main')).toContainText('Paid')
  await expect(shop.getByRole('main')).toContainText('BCA Virtual Account')
  await expect(shop.getByRole('region', { name: 'How to pay' })).toHaveCount(0)
  await expectAccessible(shop)
})
