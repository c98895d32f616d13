import { randomBytes } from 'node:crypto'
import { readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, expect, test } from '@playwright/test'
import type { TestInfo } from '@playwright/test'
import { simpleParser } from 'mailparser'
import { ADMIN_STORE_DATA_DIR } from '../../playwright.config'
import { expectAccessible } from '../accessibility'
import { readyPickupOrder } from '../completed-order'
import { newShopper, signUp } from '../members'
import { ordersOf, tokenOf } from '../orders'
import { writeCameraVideo } from './fake-camera'
import { createStaff, signInToBackOffice } from './staff'
import type { StaffAccount } from './staff'

const MAIL_DIR = join(ADMIN_STORE_DATA_DIR, 'mail')
const orderNumber = (trxRef: string) => trxRef.slice(0, 8).toUpperCase()

/** The inline image of the newest mail to an address with a subject, as the mail program shows it. */
async function mailImage(address: string, subject: string): Promise<Buffer> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    for (const file of (await readdir(MAIL_DIR).catch(() => [])).sort().reverse()) {
      const mail = await simpleParser(await readFile(join(MAIL_DIR, file)))
      const to = Array.isArray(mail.to) ? mail.to[0] : mail.to
      if (to?.value[0]?.address !== address || mail.subject !== subject) continue
      const image = mail.attachments.find((part) => part.contentType === 'image/png')
      if (!image) throw new Error(`the mail "${subject}" holds no image`)
      return image.content
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`no mail "${subject}" to ${address}`)
}

/**
 * A second phone whose camera sees the QR (Chromium's fake capture plays it
 * as video) scans it on the counter screen; answers the card it shows.
 */
async function scanWithCamera(info: TestInfo, clerk: StaffAccount, qr: Buffer, ref: string) {
  const video = join(tmpdir(), `pickup-qr-${randomBytes(6).toString('hex')}.y4m`)
  await writeCameraVideo(qr, video)
  const launch = info.project.use.launchOptions ?? {}
  const browser = await chromium.launch({
    ...launch,
    args: [
      ...(launch.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  })
  try {
    const context = await browser.newContext({
      baseURL: info.project.use.baseURL,
      viewport: info.project.use.viewport ?? null,
    })
    await context.grantPermissions(['camera'])
    const scanner = await context.newPage()
    await signInToBackOffice(scanner, clerk, '/admin/counter')
    await scanner.getByRole('button', { name: 'Scan the QR with the camera' }).click()
    const card = scanner.getByRole('region', { name: `ORDER #${orderNumber(ref)}` })
    await expect(card).toBeVisible()
    return await card.innerText()
  } finally {
    await browser.close()
    await rm(video, { force: true })
  }
}

test.describe.configure({ timeout: 120_000 })

test('a showroom clerk hands over a paid pick-up from the QR in its mail, and the shopper is asked for a review', async ({
  page,
  request,
}, info) => {
  const shopper = newShopper()
  await signUp(page, shopper)
  const skip = info.project.name.endsWith('phone') ? 0 : 3
  const { pick } = await readyPickupOrder(page, request, skip)
  const [order] = await ordersOf(request, await tokenOf(page))
  if (!order) throw new Error('the order is not listed')
  const ref = order.trx_ref
  expect(order.trx_status).toBe('READY_FOR_PICKUP')

  // The shopper's order shows the QR the counter scans.
  await page.goto(`/account/orders?order=${order.id}`)
  const detail = page.getByRole('dialog', { name: `ORDER #${orderNumber(ref)}` })
  await expect(detail.getByRole('img', { name: /^QR code of pick-up code \d{6}/ })).toBeVisible()

  // At the counter, one phone scans the mail's QR with its camera; the clerk's gives it as a photo.
  const qr = await mailImage(shopper.email, `Your KAINARA order ${ref} is ready for pick-up`)
  const clerk = await createStaff(request, 'SHOWROOM', [pick.showroomId])
  expect(await scanWithCamera(info, clerk, qr, ref)).toContain(pick.name)

  const counter = await page.context().newPage()
  await signInToBackOffice(counter, clerk, '/admin/counter')
  await expect(counter.getByRole('heading', { name: 'Counter' })).toBeVisible()
  await expectAccessible(counter)
  await counter
    .getByLabel('Take or choose a photo of the QR')
    .setInputFiles({ name: 'pickup-qr.png', mimeType: 'image/png', buffer: qr })
  const card = counter.getByRole('region', { name: `ORDER #${orderNumber(ref)}` })
  // The member ordered; the person named at checkout collects it.
  await expect(card).toContainText(shopper.name)
  await expect(card).toContainText('Dewi Lestari')
  await expect(card.getByRole('link', { name: '081211112222' })).toBeVisible()
  await expect(card).toContainText(pick.name)
  await expect(card).toContainText(`Size ${pick.size} · Qty 1`)
  await expectAccessible(counter)
  await counter.getByRole('button', { name: 'Hand over to Dewi Lestari' }).click()
  await expect(counter.getByText(`Order ${ref} is handed over to Dewi Lestari.`)).toBeVisible()
  await expectAccessible(counter)

  // The same QR again is refused with the reason.
  await counter.getByRole('button', { name: 'Next customer' }).click()
  await counter.getByRole('textbox', { name: 'Pick-up code' }).fill(order.pickup_code ?? '')
  await counter.getByRole('button', { name: 'Find the order' }).click()
  await expect(counter.getByRole('alert')).toContainText(`Order ${ref} has already been collected`)
  await counter.close()

  // The shopper's order reads Completed and asks for a review.
  await page.goto(`/account/orders?order=${order.id}`)
  await expect(detail).toContainText('Completed')
  await page.goto('/account/reviews')
  await expect(page.getByRole('form', { name: `Review ${pick.name}` })).toBeVisible()
})
