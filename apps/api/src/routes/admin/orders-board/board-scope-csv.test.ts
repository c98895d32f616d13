import Papa from 'papaparse'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ORDERS_CSV_COLUMNS } from '@store/contract/admin/orders-board'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { createTestStaff } from '../../../test/staff'
import { orders } from '@store/db/schema'
import { boardOrderRow, insertBoardOrder } from './board-fixtures'
import { boardOf, countsOf, dayAt, exportOf, refsOf } from './board-test-helpers'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t.close())

describe("a SHOWROOM account's board", () => {
  test("holds only its own showrooms' orders, in the list, the counts, the search and the CSV", async () => {
    const day = '2025-02-03'
    const at = dayAt(day)
    const own = await insertBoardOrder(t.db, { createdAt: at, showroomId: 4 })
    const other = await insertBoardOrder(t.db, { createdAt: at, showroomId: 5 })
    const counter = await createTestStaff(t.app, 'SHOWROOM', [4])
    const range = { from: day, to: day }
    expect(refsOf(await boardOf(t, counter, range))).toEqual([own.trxRef])
    expect(refsOf(await boardOf(t, counter, { q: other.trxRef }))).toEqual([])
    const counts = await countsOf(t, counter, range)
    expect(counts.body.data.total).toBe(1)
    expect(counts.body.data.showrooms.map((showroom) => showroom.id)).toEqual([4])
    const csv = await exportOf(t, counter, range)
    expect(csv.body).toContain(own.trxRef)
    expect(csv.body).not.toContain(other.trxRef)
    const asked = await boardOf(t, counter, { showroom_id: 5 })
    expect(asked.status).toBe(403)
    expect(asked.body).toEqual({ error: { message: 'This showroom is not one of yours.' } })
    const exported = await exportOf(t, counter, { showroom_id: '5' })
    expect(exported.status).toBe(403)
    const staff = await createTestStaff(t.app, 'STAFF')
    expect(refsOf(await boardOf(t, staff, range)).sort()).toEqual([own.trxRef, other.trxRef].sort())
  })
})

describe('the CSV export', () => {
  test('is every filtered order as UTF-8 with a header, formulas made plain text', async () => {
    const day = '2025-02-04'
    const at = dayAt(day)
    const hostile = await insertBoardOrder(t.db, {
      createdAt: at,
      buyerName: '=HYPERLINK("http://evil.example","Klik")',
      buyerEmail: '@evil@example.co.id',
      paymentChannel: '+Permata',
      shippingType: 'PICKUP_ON_STORE',
      shippingCourier: null,
      shippingServiceName: null,
      userId: null,
    })
    const plain = await insertBoardOrder(t.db, {
      createdAt: dayAt(day, '11:00'),
      buyerName: 'Sari, "Ibu" Wulandari',
      noResi: '004500000001',
    })
    await insertBoardOrder(t.db, { createdAt: at, status: 'COMPLETED' })
    const csv = await exportOf(t, await createTestStaff(t.app, 'OWNER'), {
      from: day,
      to: day,
      status: 'PAID',
    })
    expect(csv.status).toBe(200)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="kainara-orders-\d{12}\.csv"$/,
    )
    expect(csv.body.startsWith('\ufeff')).toBe(true)
    const rows = Papa.parse<Record<string, string>>(csv.body.slice(1), {
      header: true,
      skipEmptyLines: true,
    })
    expect(rows.meta.fields).toEqual([...ORDERS_CSV_COLUMNS])
    expect(rows.data).toEqual([
      expect.objectContaining({
        reference: plain.trxRef,
        date_wib: `${day} 11:00:00`,
        buyer_name: 'Sari, "Ibu" Wulandari',
        buyer: 'guest',
        type: 'courier',
        courier: 'SICEPAT REG',
        waybill: '004500000001',
        status: 'Paid',
        grand_total_idr: '477000',
        payment_state: 'Paid',
      }),
      expect.objectContaining({
        reference: hostile.trxRef,
        buyer_name: `'=HYPERLINK("http://evil.example","Klik")`,
        buyer_email: "'@evil@example.co.id",
        buyer: 'guest',
        type: 'pick-up',
        courier: '',
        payment_channel: "'+Permata",
      }),
    ])
  })

  test('holds every matching order past one chunk of the keyset', async () => {
    const day = '2025-02-05'
    const rows = Array.from({ length: 1003 }, (_, n) =>
      boardOrderRow({ createdAt: new Date(dayAt(day).getTime() + n * 1000) }),
    )
    await t.db.insert(orders).values(rows)
    const csv = await exportOf(t, await createTestStaff(t.app, 'STAFF'), { from: day, to: day })
    const lines = csv.body.trim().split('\r\n')
    expect(lines).toHaveLength(1004)
    expect(new Set(lines.slice(1).map((line) => line.split(',')[0])).size).toBe(1003)
  })
})
