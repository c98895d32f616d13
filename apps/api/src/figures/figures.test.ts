import { afterAll, beforeAll, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import type { Dashboard } from '@store/contract/admin/dashboard'
import { toWibText } from '@store/contract/format/wib-text'
import { callAdmin, createTestStaff } from '../test/staff'
import type { TestStaff } from '../test/staff'
import { createTestApp } from '../test/test-app'
import type { TestApp } from '../test/test-app'
import { HUB_ID, SHOWROOM_ID } from '../routes/checkout/checkout-fixtures'
import { seedCart, seedOrder, setShowroomStock, someProducts, wib } from './dashboard-fixtures'

let t: TestApp
let owner: TestStaff
let names: string[]

/**
 * The hand count. Range 2025-03-08 (Sat) .. 2025-03-12 (Wed), WIB.
 * Sales (paid in the range, still paid): A 250,000 (8th), B 180,000 (9th,
 * paid 00:10 WIB), C 99,999 (10th, paid 06:59 WIB = 9th in UTC), G 120,001
 * (12th, 23:59:59 WIB). Not sales: D unpaid, E paid then cancelled, F expired,
 * H paid 13th 00:00 WIB, I paid 7th 23:59 WIB.
 */
beforeAll(async () => {
  t = await createTestApp()
  owner = await createTestStaff(t.app, 'OWNER')
  const products = await someProducts(t.db, 3)
  const [p1, p2, p3] = products.map((row) => row.product_id)
  names = products.map((row) => row.name)
  if (!p1 || !p2 || !p3) throw new Error('the seeded store has no products')
  const line = (productId: number, sizeCode: string, qty: number, subtotal: number) => ({
    productId,
    sizeCode,
    qty,
    subtotal,
  })
  const courier = { shipping: 'ONLINE_DELIVERY', showroomId: HUB_ID } as const
  const pickup = { shipping: 'PICKUP_ON_STORE', showroomId: SHOWROOM_ID } as const
  const orders = [
    // A
    {
      ...courier,
      status: 'PAID',
      grandTotal: 250_000,
      channel: 'BCA VA',
      createdAt: wib('2025-03-08 10:00'),
      paidAt: wib('2025-03-08 10:30'),
      lines: [line(p1, 'M', 2, 200_000)],
    },
    // B
    {
      ...pickup,
      status: 'COMPLETED',
      grandTotal: 180_000,
      channel: 'OVO',
      createdAt: wib('2025-03-08 23:50'),
      paidAt: wib('2025-03-09 00:10'),
      lines: [line(p2, 'L', 1, 180_000)],
    },
    // C
    {
      ...courier,
      status: 'SHIPPED',
      grandTotal: 99_999,
      channel: 'BCA VA',
      createdAt: wib('2025-03-09 20:00'),
      paidAt: wib('2025-03-10 06:59'),
      lines: [line(p1, 'L', 1, 84_999)],
    },
    // D
    {
      ...courier,
      status: 'WAITING_PAYMENT',
      grandTotal: 500_000,
      createdAt: wib('2025-03-10 12:00'),
      lines: [line(p3, 'M', 4, 480_000)],
    },
    // E
    {
      ...pickup,
      status: 'CANCELLED',
      grandTotal: 300_000,
      channel: 'OVO',
      createdAt: wib('2025-03-11 08:00'),
      paidAt: wib('2025-03-11 09:00'),
      lines: [line(p2, 'M', 5, 300_000)],
    },
    // F
    {
      ...pickup,
      status: 'EXPIRED',
      grandTotal: 90_000,
      createdAt: wib('2025-03-11 10:00'),
      lines: [line(p3, 'S', 1, 90_000)],
    },
    // G
    {
      ...pickup,
      status: 'READY_FOR_PICKUP',
      grandTotal: 120_001,
      channel: null,
      createdAt: wib('2025-03-12 20:00'),
      paidAt: new Date(wib('2025-03-13 00:00').getTime() - 1000),
      lines: [line(p3, 'M', 1, 120_001)],
    },
    // H
    {
      ...courier,
      status: 'PAID',
      grandTotal: 777_000,
      channel: 'OVO',
      createdAt: wib('2025-03-12 23:30'),
      paidAt: wib('2025-03-13 00:00'),
      lines: [line(p2, 'L', 9, 760_000)],
    },
    // I
    {
      ...courier,
      status: 'PAID',
      grandTotal: 55_000,
      channel: 'OVO',
      createdAt: wib('2025-03-07 23:00'),
      paidAt: wib('2025-03-07 23:59'),
      lines: [line(p2, 'L', 1, 40_000)],
    },
  ] as const
  for (const order of orders) await seedOrder(t.db, { ...order, lines: [...order.lines] })
  for (const day of ['08', '09', '10', '11', '12'])
    await seedCart(t.db, wib(`2025-03-${day} 12:00`))
  await seedCart(t.db, wib('2025-03-07 23:59'))
  await seedCart(t.db, wib('2025-03-13 00:00'))
  await setShowroomStock(t.db, HUB_ID, [2, 3, 10])
  await setShowroomStock(t.db, SHOWROOM_ID, [1])
})
afterAll(() => t.close())

const dashboard = async (query: Record<string, string>, staff: TestStaff = owner) => {
  const { status, body } = await callAdmin<{ data: Dashboard }>(
    t.app,
    'GET',
    'dashboard',
    query,
    staff,
  )
  expect(status).toBe(200)
  return body.data
}

const sales = (paid_orders: number, revenue: number, average_order_value: number) => ({
  paid_orders,
  revenue,
  average_order_value,
})

test('every figure of a range matches the hand count of its orders, to the rupiah', async () => {
  const figures = await dashboard({ from: '2025-03-08', to: '2025-03-12' })
  expect(figures.totals).toEqual(sales(4, 650_000, 162_500))
  expect(figures.days).toEqual([
    { day: '2025-03-08', ...sales(1, 250_000, 250_000) },
    { day: '2025-03-09', ...sales(1, 180_000, 180_000) },
    { day: '2025-03-10', ...sales(1, 99_999, 99_999) },
    { day: '2025-03-11', ...sales(0, 0, 0) },
    { day: '2025-03-12', ...sales(1, 120_001, 120_001) },
  ])
  expect(figures.weeks).toEqual([
    { week_start: '2025-03-03', ...sales(2, 430_000, 215_000) },
    { week_start: '2025-03-10', ...sales(2, 220_000, 110_000) },
  ])
  expect(Object.fromEntries(figures.statuses.map((row) => [row.status, row.orders]))).toEqual({
    WAITING_PAYMENT: 1,
    PAID: 2,
    PROCESSED: 0,
    SHIPPED: 1,
    READY_FOR_PICKUP: 1,
    COMPLETED: 1,
    CANCELLED: 1,
    EXPIRED: 1,
  })
  expect(figures.top_products.map(({ name, units, revenue }) => [name, units, revenue])).toEqual([
    [names[0], 3, 284_999],
    [names[1], 1, 180_000],
    [names[2], 1, 120_001],
  ])
  expect(figures.top_sizes).toEqual([
    { size_code: 'M', units: 3, revenue: 320_001 },
    { size_code: 'L', units: 2, revenue: 264_999 },
  ])
  const showroom = (id: number) => figures.showrooms.find((row) => row.showroom_id === id)
  expect(showroom(HUB_ID)).toMatchObject({
    units_sold: 3,
    units_in_stock: 15,
    sell_through_percent: 16.7,
    low_stock_sizes: 2,
  })
  expect(showroom(SHOWROOM_ID)).toMatchObject({
    units_sold: 2,
    units_in_stock: 1,
    sell_through_percent: 66.7,
    low_stock_sizes: 1,
  })
  expect(figures.shipping).toEqual(
    expect.arrayContaining([
      { shipping_type: 'ONLINE_DELIVERY', paid_orders: 2, revenue: 349_999 },
      { shipping_type: 'PICKUP_ON_STORE', paid_orders: 2, revenue: 300_001 },
    ]),
  )
  expect(figures.channels).toEqual([
    { channel: 'BCA VA', paid_orders: 2, revenue: 349_999 },
    { channel: 'OVO', paid_orders: 1, revenue: 180_000 },
    { channel: null, paid_orders: 1, revenue: 120_001 },
  ])
  expect(figures.conversion).toEqual({ carts_created: 5, paid_orders: 4, percent: 80 })
})

test('revenue is net of the refunds paid on an order, not of those still owed', async () => {
  const [product] = await someProducts(t.db, 1)
  const orderId = await seedOrder(t.db, {
    status: 'PAID',
    shipping: 'PICKUP_ON_STORE',
    showroomId: SHOWROOM_ID,
    grandTotal: 500_000,
    createdAt: wib('2025-04-02 09:00'),
    paidAt: wib('2025-04-02 09:05'),
    channel: 'OVO',
    lines: [{ productId: Number(product?.product_id), sizeCode: 'M', qty: 2, subtotal: 500_000 }],
  })
  await t.db
    .execute(sql`insert into order_refunds (order_id, amount, reason, settled_at, transfer_ref)
      values (${orderId}, 120000, 'One unit cancelled.', now(), 'BCA-0001'),
             (${orderId}, 30000, 'A part owed still.', null, null)`)
  const day = await dashboard({ from: '2025-04-02', to: '2025-04-02' })
  expect(day.totals).toEqual(sales(1, 380_000, 380_000))
  expect(day.channels).toEqual([{ channel: 'OVO', paid_orders: 1, revenue: 380_000 }])
})

test('a day runs from 00:00 to 24:00 WIB, not UTC', async () => {
  const ninth = await dashboard({ from: '2025-03-09', to: '2025-03-09' })
  expect(ninth.totals).toEqual(sales(1, 180_000, 180_000))
  expect(ninth.conversion.carts_created).toBe(1)
  const thirteenth = await dashboard({ from: '2025-03-13', to: '2025-03-13' })
  expect(thirteenth.totals).toEqual(sales(1, 777_000, 777_000))
  expect(thirteenth.conversion.carts_created).toBe(1)
  const seventh = await dashboard({ from: '2025-03-07', to: '2025-03-07' })
  expect(seventh.totals).toEqual(sales(1, 55_000, 55_000))
})

test('without a range the dashboard shows the last 30 WIB days up to today', async () => {
  const figures = await dashboard({})
  expect(figures.days).toHaveLength(30)
  expect(figures.to).toBe(toWibText(t.app.clock.now(), 'day'))
  expect(figures.days[0]?.day).toBe(figures.from)
})

test('a range that is not one is refused with the reason', async () => {
  for (const [query, message] of [
    [{ from: '2025-03-12', to: '2025-03-08' }, 'The first day must not come after the last day.'],
    [{ from: '2025-02-30', to: '2025-03-08' }, 'The first day is not a day of the calendar.'],
    [{ from: '2023-01-01', to: '2025-03-08' }, 'Choose a range of 366 days or fewer.'],
    [{ from: '8 March' }, 'The first day must be a date such as 2026-11-26.'],
  ] as const) {
    const { status, body } = await callAdmin<{ error: { message: string } }>(
      t.app,
      'GET',
      'dashboard',
      query,
      owner,
    )
    expect(status).toBe(400)
    expect(JSON.stringify(body)).toContain(message)
  }
})

test("STAFF sees the orders and units but is sent none of the shop's money; a SHOWROOM account is refused", async () => {
  const range = { from: '2025-03-08', to: '2025-03-12' }
  const owner = await createTestStaff(t.app, 'OWNER')
  const full = await dashboard(range, owner)
  expect(full.totals.revenue).toBe(650_000)
  const staff = await createTestStaff(t.app, 'STAFF')
  const seen = await dashboard(range, staff)
  expect(seen.totals).toEqual({
    paid_orders: full.totals.paid_orders,
    revenue: null,
    average_order_value: null,
  })
  expect(seen.top_products.map((row) => row.units)).toEqual(
    full.top_products.map((row) => row.units),
  )
  // No amount anywhere in the answer: every revenue and average is null.
  const amounts = JSON.stringify(seen).match(/"(revenue|average_order_value)":(?!null)/g)
  expect(amounts).toBeNull()
  expect(seen.statuses).toEqual(full.statuses)
  const showroom = await createTestStaff(t.app, 'SHOWROOM', [SHOWROOM_ID])
  const { status } = await callAdmin(t.app, 'GET', 'dashboard', {}, showroom)
  expect(status).toBe(403)
})
