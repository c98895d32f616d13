import { afterAll, beforeAll, expect, test } from 'vitest'
import { readEnv } from '../env'
import { seedOrder, someProducts, wib } from '../figures/dashboard-fixtures'
import { HUB_ID } from '../routes/checkout/checkout-fixtures'
import { startMailServer } from '../test/mail-server'
import type { MailServer } from '../test/mail-server'
import { callAdmin, createTestStaff } from '../test/staff'
import type { TestStaff } from '../test/staff'
import { createTestApp } from '../test/test-app'
import type { TestApp } from '../test/test-app'
import { mailDailySummary } from './daily-summary'

let t: TestApp
let mail: MailServer
const env = readEnv({
  DATA_DIR: '/tmp/x',
  WEB_DIST_DIR: '/nonexistent',
  PUBLIC_URL: 'https://kainara.test',
})
beforeAll(async () => {
  mail = await startMailServer()
  t = await createTestApp({ SMTP_URL: mail.url })
  const [product] = await someProducts(t.db, 1)
  if (!product) throw new Error('no product')
  // Two sales on 2025-04-14 WIB, one just after it.
  for (const [paidAt, grandTotal] of [
    ['2025-04-14 00:00', 100_000],
    ['2025-04-14 23:59', 150_001],
    ['2025-04-15 00:00', 999_000],
  ] as const)
    await seedOrder(t.db, {
      status: 'PAID',
      shipping: 'ONLINE_DELIVERY',
      showroomId: HUB_ID,
      grandTotal,
      channel: 'BCA VA',
      createdAt: wib(paidAt),
      paidAt: wib(paidAt),
      lines: [{ productId: product.product_id, sizeCode: 'M', qty: 1, subtotal: grandTotal }],
    })
})
afterAll(async () => {
  await t.close()
  await mail.close()
})

const choose = (staff: TestStaff, summary: boolean) =>
  callAdmin(
    t.app,
    'PUT',
    'me/mail-settings',
    { notify_paid_orders: false, notify_daily_summary: summary },
    staff,
  )
const mailsTo = (staff: TestStaff) => mail.received.filter((sent) => sent.to === staff.email)

test("yesterday's figures go once a day after 07:00 WIB to the accounts that chose them", async () => {
  const owner = await createTestStaff(t.app, 'OWNER')
  const staff = await createTestStaff(t.app, 'STAFF')
  const optedOut = await createTestStaff(t.app, 'STAFF')
  await choose(owner, true)
  await choose(staff, true)
  await choose(optedOut, false)

  expect(await mailDailySummary(t.app, env, wib('2025-04-15 06:59'))).toBe(0)
  expect(mailsTo(owner)).toHaveLength(0)

  const [first, again, later] = [
    await mailDailySummary(t.app, env, wib('2025-04-15 07:00')),
    await mailDailySummary(t.app, env, wib('2025-04-15 07:10')),
    await mailDailySummary(t.app, env, wib('2025-04-15 23:59')),
  ]
  expect(first).toBe(2)
  expect([again, later]).toEqual([0, 0])
  const [summary] = await mail.mailsTo(owner.email)
  expect(summary?.subject).toBe('KAINARA yesterday: IDR 250.001 from 2 paid orders')
  expect(summary?.text).toContain('14 Apr 2025 (WIB): 2 paid orders, revenue IDR 250.001')
  expect(summary?.text).toContain(
    'https://kainara.test/admin/dashboard?from=2025-04-14&to=2025-04-14',
  )
  expect(mailsTo(owner)).toHaveLength(1)
  expect(mailsTo(staff)).toHaveLength(1)
  // A STAFF account hears of the orders, not of the money (decision 092).
  const [staffSummary] = await mail.mailsTo(staff.email)
  expect(staffSummary?.subject).toBe('KAINARA yesterday: 2 paid orders')
  expect(staffSummary?.text).toContain('14 Apr 2025 (WIB): 2 paid orders.')
  expect(staffSummary?.text).not.toMatch(/IDR|revenue|average order/)
  expect(mailsTo(optedOut)).toHaveLength(0)

  expect(await mailDailySummary(t.app, env, wib('2025-04-16 07:00'))).toBe(2)
  expect(mailsTo(owner)).toHaveLength(2)
  expect(mailsTo(owner)[1]?.subject).toBe('KAINARA yesterday: IDR 999.000 from 1 paid order')
})
