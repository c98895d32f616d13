import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { eq } from 'drizzle-orm'
import { orders } from '@store/db/schema'
import type { OrderDetail } from '@store/contract/admin/order-detail'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { signUpMember } from '../../../test/members'
import { createTestStaff } from '../../../test/staff'
import type { TestStaff } from '../../../test/staff'
import { sizedProducts } from '../../cart/cart-fixtures'
import type { SizedProduct } from '../../cart/cart-fixtures'
import { paidCourierOrder } from './order-page-fixtures'
import type { ActionAnswer } from './order-page-fixtures'

let t: TestApp
let item: SizedProduct
beforeAll(async () => {
  t = await createTestApp()
  const [first] = await sizedProducts(t.db, 1)
  if (!first) throw new Error('no product')
  item = first
})
afterAll(async () => t.close())

type Detail = { data?: OrderDetail; error?: { message: string } }

/** A back office call as its build makes it: Accept-Language names the build's language. */
async function askIn<T>(
  language: 'en' | 'id',
  method: 'GET' | 'POST',
  path: string,
  payload: Record<string, string>,
  staff: TestStaff | null,
) {
  const response = await t.app.inject({
    method,
    url: `/api/admin/${path}${method === 'GET' ? `?${new URLSearchParams(payload).toString()}` : ''}`,
    headers: {
      'accept-language': language,
      ...(staff ? { authorization: staff.authorization } : {}),
    },
    ...(method === 'POST' ? { payload } : {}),
  })
  return { status: response.statusCode, body: response.json<T>() }
}

describe('the order page in the staff member’s language', () => {
  test('a Bahasa back office reads the timeline in Bahasa, an English one word for word as before', async () => {
    const order = await paidCourierOrder(t, item, await signUpMember(t.app))
    const staff = await createTestStaff(t.app, 'STAFF')
    const noted = await askIn<ActionAnswer>(
      'id',
      'POST',
      'orders/notes',
      { ref: order.trx_ref, body: 'Bungkus kado.' },
      staff,
    )
    expect(noted.status).toBe(200)
    expect(noted.body.data?.message).toBe('Catatan sudah ditambahkan.')
    expect(noted.body.data?.order.timeline.map((entry) => entry.title)).toContain(
      'Menambahkan catatan',
    )

    const bahasa = await askIn<Detail>('id', 'GET', 'orders/detail', { ref: order.trx_ref }, staff)
    const titles = bahasa.body.data?.timeline.map((entry) => entry.title) ?? []
    expect(titles.slice(0, 2)).toEqual([
      'Pesanan dibuat',
      'Pembeli diberi tahu: konfirmasi pesanan',
    ])
    expect(titles).toContain('Dibayar')
    expect(titles).toContain('Menambahkan catatan')

    const english = await askIn<Detail>('en', 'GET', 'orders/detail', { ref: order.trx_ref }, staff)
    const englishTitles = english.body.data?.timeline.map((entry) => entry.title) ?? []
    expect(englishTitles.slice(0, 2)).toEqual(['Order placed', 'Buyer told: order confirmation'])
    expect(englishTitles).toContain('Added a note')
    expect(englishTitles).toHaveLength(titles.length)
  })

  test('an action’s answer and its refusals come back in the call’s language', async () => {
    const order = await paidCourierOrder(t, item, await signUpMember(t.app))
    const staff = await createTestStaff(t.app, 'STAFF')
    const packed = await askIn<ActionAnswer>(
      'id',
      'POST',
      'orders/pack',
      { ref: order.trx_ref },
      staff,
    )
    expect(packed.body.data?.message).toBe(`Pesanan ${order.trx_ref} sudah dikemas.`)
    const timeline = packed.body.data?.order.timeline.map((entry) => entry.title) ?? []
    expect(timeline).toContain('Menandai sudah dikemas')
    expect(timeline).not.toContain('Dikemas')

    const missing = await askIn<Detail>(
      'id',
      'GET',
      'orders/detail',
      { ref: 'NO-SUCH-ORDER' },
      staff,
    )
    expect(missing.status).toBe(404)
    expect(missing.body.error?.message).toBe('Tidak ada pesanan NO-SUCH-ORDER.')
    const missingEnglish = await askIn<Detail>(
      'en',
      'GET',
      'orders/detail',
      { ref: 'NO-SUCH-ORDER' },
      staff,
    )
    expect(missingEnglish.body.error?.message).toBe('There is no order NO-SUCH-ORDER.')

    const elsewhere = await createTestStaff(t.app, 'SHOWROOM', [5])
    const refused = await askIn<Detail>(
      'id',
      'GET',
      'orders/detail',
      { ref: order.trx_ref },
      elsewhere,
    )
    expect(refused.status).toBe(403)
    expect(refused.body.error?.message).toMatch(/, yang bukan showroom Anda\.$/)
  })
})

describe('the back office’s sign-in texts in the staff member’s language', () => {
  test('a call without a session is asked to sign in, in Bahasa or word for word in English', async () => {
    const bahasa = await askIn<Detail>('id', 'GET', 'orders/detail', { ref: 'X' }, null)
    expect(bahasa.status).toBe(401)
    expect(bahasa.body.error?.message).toBe('Silakan masuk ke back office.')
    const english = await askIn<Detail>('en', 'GET', 'orders/detail', { ref: 'X' }, null)
    expect(english.body.error?.message).toBe('Please sign in to the back office.')
  })

  test('a wrong password is refused in the call’s language', async () => {
    const tries = { email: 'nobody@kainara.test', password: 'not the password at all' }
    const bahasa = await askIn<Detail>('id', 'POST', 'auth/sign-in', tries, null)
    expect(bahasa.status).toBe(400)
    expect(bahasa.body.error?.message).toBe('Email atau kata sandi salah.')
    const english = await askIn<Detail>('en', 'POST', 'auth/sign-in', tries, null)
    expect(english.body.error?.message).toBe('The e-mail or password is not right.')
  })
})

describe('the courier’s tracking in the staff member’s language', () => {
  test('the courier’s steps read in words in a Bahasa timeline, as codes in an English one', async () => {
    const order = await paidCourierOrder(t, item, await signUpMember(t.app))
    const step = { date_time: '2026-08-26 14:05', city: 'Jakarta', receiver_name: null }
    await t.db
      .update(orders)
      .set({
        tracking: {
          sender_address: 'Senayan City',
          receiver_address: 'Bandung',
          last_status: { status: 'ANT', date_time: step.date_time, receiver_name: null },
          track_history: [{ ...step, status: 'ANT' }],
        },
      })
      .where(eq(orders.trxRef, order.trx_ref))
    const staff = await createTestStaff(t.app, 'STAFF')
    const titles = async (language: 'en' | 'id') =>
      (
        await askIn<Detail>(language, 'GET', 'orders/detail', { ref: order.trx_ref }, staff)
      ).body.data?.timeline.map((entry) => entry.title)
    expect(await titles('id')).toContain('Kurir: Sedang Diantar')
    expect(await titles('en')).toContain('Courier: ANT')
  })
})
