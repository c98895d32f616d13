import { readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import type { APIRequestContext, Page } from '@playwright/test'
import { ADMIN_STORE_DATA_DIR, E2E_OPERATOR_TOKEN } from '../../playwright.config'
import { expectAccessible } from '../accessibility'
import { whileOrdersAreQuiet } from '../checkout-fixtures'
import { expect, test } from '../fixtures'
import { payOnPaymentPage, placeCourierOrder, runJob } from '../orders'
import { createStaff, signInToBackOffice } from './staff'

// The order is paid and delivered on the courier's timetable before the guest asks.
test.describe.configure({ timeout: 240_000 })

const MAIL_DIR = join(ADMIN_STORE_DATA_DIR, 'mail')
const operator = { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` }

/** The signed order link in the newest mail with this subject, as the guest clicks it. */
async function linkInMail(subject: string) {
  for (const file of (await readdir(MAIL_DIR).catch(() => [])).sort().reverse()) {
    const raw = (await readFile(join(MAIL_DIR, file), 'utf8'))
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=')
    if (!raw.includes(`Subject: ${subject}`)) continue
    const link = /https?:\/\/[^/\s"]+(\/order\/[^\s"<>]+)/.exec(raw)?.[1]
    if (link) return link.replace(/&amp;/g, '&')
  }
  return null
}

/** A guest's courier order, paid, then followed by the courier's timetable until delivered. */
async function deliveredGuestOrder(page: Page, request: APIRequestContext) {
  const bill = await whileOrdersAreQuiet(async () => {
    const placed = await placeCourierOrder(request, null, 'BEST')
    await payOnPaymentPage(page, placed)
    return placed
  })
  const ref = bill.order_reff
  const delivered = `Your KAINARA order ${ref} has been delivered`
  await whileOrdersAreQuiet(async () => {
    await runJob(request, 'advance-orders')
    for (let step = 0; step < 8 && !(await linkInMail(delivered)); step += 1) {
      await request.post('/api/operator/clock', { headers: operator, data: { minutes: 360 } })
      await runJob(request, 'advance-orders')
      await runJob(request, 'advance-orders')
    }
  })
  await expect.poll(() => linkInMail(delivered)).not.toBeNull()
  return { ref, link: (await linkInMail(delivered)) ?? '' }
}

/** A phone photo of a torn seam: a JPEG as a camera writes it. */
async function damagePhoto() {
  const buffer = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: '#b7a58a' },
  })
    .jpeg()
    .toBuffer()
  return { name: 'sobek.jpg', mimeType: 'image/jpeg', buffer }
}

test('a guest returns a damaged item with a photo from the mail’s link, and staff receive it, record the refund and mark it paid', async ({
  page,
  request,
}) => {
  const { ref, link } = await deliveredGuestOrder(page, request)

  await page.goto(link)
  await page.getByRole('button', { name: 'Return or exchange' }).click()
  const form = page.getByRole('form', { name: 'Return or exchange' })
  await form.getByRole('button', { name: 'One more' }).first().click()
  await form.getByLabel('Reason').first().selectOption('damaged')
  // Damage asks for a photo before anything is sent.
  await form.getByRole('radio', { name: 'A refund' }).check()
  await form.getByLabel('Bank name').fill('BCA')
  await form.getByLabel('Account number').fill('8830123456')
  await form.getByLabel('Account holder').fill('Dewi Lestari')
  await form.getByRole('button', { name: 'Send request' }).click()
  await expect(page.getByText('Add at least one photo of the damage.')).toBeVisible()
  await form.getByLabel('Add a photo').setInputFiles(await damagePhoto())
  await expect(form.getByRole('img', { name: 'Photo 1 of the damage' })).toBeVisible()
  // axe reads a toast's colours mid-fade as low contrast: it judges the form once the toast is gone.
  await expect(page.getByText('Add at least one photo of the damage.')).toBeHidden()
  await expectAccessible(page)
  await form.getByRole('button', { name: 'Send request' }).click()
  const done = page.getByRole('status').filter({ hasText: 'Your request is sent' })
  await expect(done).toContainText(/RT-[A-Z2-9]{8}/)
  const returnRef = /RT-[A-Z2-9]{8}/.exec((await done.textContent()) ?? '')?.[0] ?? ''
  await expectAccessible(page)

  // Staff sessions idle out on the store's clock: no other journey moves it during the walk.
  await whileOrdersAreQuiet(() => refundIt(page, request, ref, returnRef, link))
})

async function refundIt(
  page: Page,
  request: APIRequestContext,
  ref: string,
  returnRef: string,
  link: string,
) {
  await signInToBackOffice(page, await createStaff(request, 'OWNER'), `/admin/returns/${returnRef}`)
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(returnRef) })).toBeVisible()
  const photos = page.getByRole('region', { name: 'The buyer’s photos' })
  await expect(photos.getByRole('img', { name: 'Photo 1 from the buyer' })).toBeVisible()
  await expect(page.getByText('8830123456')).toBeVisible()

  await page.getByRole('button', { name: 'Receive the parcel' }).click()
  const receive = page.getByRole('dialog', { name: `Receive the parcel · ${returnRef}` })
  await receive.getByLabel('Damaged').fill('1')
  await receive.getByLabel('Courier receipt amount (Rp)').fill('15.000')
  await receive.getByRole('button', { name: 'Receive the parcel' }).click()
  await expect(page.getByText(`Return ${returnRef} is now received.`)).toBeVisible()
  await expect(page.getByText('Received 1, damaged 1')).toBeVisible()

  // A damaged unit does not go back on sale; the check still moves the return on.
  await page.getByRole('button', { name: 'Restock' }).click()
  await page
    .getByRole('dialog', { name: `Restock · ${returnRef}` })
    .getByRole('button', { name: 'Restock' })
    .click()
  await expect(
    page.getByText(`Return ${returnRef} is now checked and back in stock.`),
  ).toBeVisible()

  await page.getByRole('button', { name: 'Record the refund' }).click()
  const record = page.getByRole('dialog', { name: `Record the refund · ${returnRef}` })
  await expectAccessible(page)
  await record.getByRole('button', { name: 'Record the refund' }).click()
  await expect(page.getByText(`Return ${returnRef} is now refund recorded.`)).toBeVisible()

  await page.goto('/admin/refunds')
  await page.getByRole('button', { name: `Mark paid ${ref}` }).click()
  const paid = page.getByRole('dialog', { name: `Refund for order ${ref} paid` })
  await paid.getByLabel('Transfer reference').fill(`BCA ${returnRef}`)
  await paid.getByRole('button', { name: 'Mark paid' }).click()
  await expect(page.getByText(new RegExp(`for order ${ref} is marked paid`))).toBeVisible()

  // The guest follows it on the same link: the refund is sent.
  await page.goto(link)
  const returns = page.getByRole('list', { name: 'Returns of this order' })
  await expect(returns).toContainText('Refund sent')
  await expectAccessible(page)
}
