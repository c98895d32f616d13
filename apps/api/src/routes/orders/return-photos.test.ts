import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { MEDIA_MESSAGES } from '@store/contract/admin/media'
import { mediaImages, returnPhotoUploads } from '@store/db/schema'
import { signUpMember } from '../../test/members'
import type { SignedUpMember } from '../../test/members'
import { guestPickupOrder, notifyPayment, orderState } from '../../test/orders'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { makePhoto, uploadFile } from '../../test/upload'
import { sizedProducts } from '../cart/cart-fixtures'
import type { SizedProduct } from '../cart/cart-fixtures'
import {
  askMemberReturn,
  collectedPickup,
  deliveredCourierOrder,
  linkedPayload,
  newKey,
  orderLinesOf,
  setHeld,
} from './return-fixtures'

let t: TestApp
let dataDir: string
let item: SizedProduct
let member: SignedUpMember
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'kainara-return-photos-'))
  t = await createTestApp({ DATA_DIR: dataDir, CLOCK_SHIFT: 'on' })
  const [first] = await sizedProducts(t.db, 1)
  if (!first) throw new Error('no product')
  item = first
  member = await signUpMember(t.app)
})
afterAll(async () => {
  await t.close()
  await rm(dataDir, { recursive: true, force: true })
})

const memberUpload = (orderId: number | string, bytes: Buffer, token: string | null) =>
  uploadFile(t.app, bytes, {
    url: `/api/user/return-photos?id=${orderId}`,
    ...(token ? { authorization: token } : {}),
  })
const linkedUpload = (link: { ref: string; key: string }, bytes: Buffer) =>
  uploadFile(t.app, bytes, {
    url: `/api/order-link/return-photos?ref=${encodeURIComponent(link.ref)}&key=${encodeURIComponent(link.key)}`,
  })
// Uploads keep their sources under media/uploads; renditions of an earlier upload may still be
// drawn beside them while a test runs.
const stored = async () => ({
  files: (await readdir(join(dataDir, 'media', 'uploads')).catch(() => [] as string[])).length,
  images: (await t.db.select().from(mediaImages)).length,
  claims: (await t.db.select().from(returnPhotoUploads)).length,
})
const errorOf = (body: Record<string, unknown>) => (body.error as { message?: string }).message

async function delivered() {
  await setHeld(t, item, 5)
  const order = await deliveredCourierOrder(t, item, member)
  const [line] = await orderLinesOf(t, order.id)
  if (!line) throw new Error('no line')
  return { order, line }
}

describe('a shopper uploads a damage photo for a return', () => {
  test('a member uploads a photo of their received order and the return then names it', async () => {
    const { order, line } = await delivered()
    const upload = await memberUpload(order.id, await makePhoto(900, 700), member.token)
    expect(upload.status).toBe(200)
    const { key, url } = upload.body.data as { key: string; url: string }
    expect(url).toBe(`/media/r/${key}`)
    const asked = await askMemberReturn(t, member, {
      id: order.id,
      lines: [{ line_id: line.id, qty: 1, reason: 'damaged' }],
      wish: 'REFUND',
      way: 'COURIER',
      bank: { bank_name: 'BCA', account_number: '1234567890', account_holder: 'Sari Dewi' },
      photos: [key],
      request_key: newKey(),
    })
    expect(asked.status).toBe(200)
    expect(asked.body.data?.return.photos).toEqual([key])
  })

  test('a guest uploads through the signed order link, and a forged key stores nothing', async () => {
    const pickup = await collectedPickup(t, item, 'photo-guest@example.co.id')
    const link = linkedPayload(t, pickup.trx_ref)
    const before = await stored()
    const forged = await linkedUpload(
      { ...link, key: `${link.key.slice(0, -2)}xx` },
      await makePhoto(600, 600),
    )
    expect(forged.status).toBe(404)
    expect(errorOf(forged.body)).toMatch(/link/i)
    expect(await stored()).toEqual(before)
    const upload = await linkedUpload(link, await makePhoto(600, 600))
    expect(upload.status).toBe(200)
    expect((await stored()).claims).toBe(before.claims + 1)
  })

  test("another member's order, no token and a hostile id are refused, nothing stored", async () => {
    const { order } = await delivered()
    const stranger = await signUpMember(t.app)
    const photo = await makePhoto(600, 600)
    const before = await stored()
    const foreign = await memberUpload(order.id, photo, stranger.token)
    expect(foreign.status).toBe(404)
    const anonymous = await memberUpload(order.id, photo, null)
    expect(anonymous.status).toBe(401)
    for (const id of ['abc', '-1', "1' or 1=1", '9'.repeat(40)]) {
      const hostile = await memberUpload(encodeURIComponent(id), photo, member.token)
      expect(hostile.status, id).toBe(400)
      expect(errorOf(hostile.body)).toBe('Name the order by its number.')
    }
    expect(await stored()).toEqual(before)
  })

  test('a file that is not a photo, or larger than 20 MB, is a 400 with the reason, nothing stored', async () => {
    const { order } = await delivered()
    const before = await stored()
    const html = Buffer.from('<!doctype html><script>alert(1)</script>')
    const notPhoto = await memberUpload(order.id, html, member.token)
    expect(notPhoto.status).toBe(400)
    expect(errorOf(notPhoto.body)).toBe(MEDIA_MESSAGES.unreadable)
    const huge = await memberUpload(order.id, Buffer.alloc(20 * 1024 * 1024 + 1, 1), member.token)
    expect(huge.status).toBe(400)
    expect(errorOf(huge.body)).toBe(MEDIA_MESSAGES.tooLarge)
    expect(await stored()).toEqual(before)
  })

  test('an order not yet received takes no photo', async () => {
    const bill = await guestPickupOrder(t, item, 'photo-early@example.co.id')
    await notifyPayment(t, bill)
    const order = await orderState(t, bill)
    const before = await stored()
    const early = await linkedUpload(linkedPayload(t, order.trx_ref), await makePhoto(600, 600))
    expect(early.status).toBe(400)
    expect(errorOf(early.body)).toMatch(/^Order \S+ has not reached you yet/)
    expect(await stored()).toEqual(before)
  })

  test('an order holds at most 6 photos no return names; the seventh is refused', async () => {
    const { order } = await delivered()
    for (let n = 0; n < 6; n += 1) {
      const upload = await memberUpload(order.id, await makePhoto(500 + n, 500), member.token)
      expect(upload.status).toBe(200)
    }
    const before = await stored()
    const seventh = await memberUpload(order.id, await makePhoto(800, 500), member.token)
    expect(seventh.status).toBe(400)
    expect(errorOf(seventh.body)).toBe(
      'This order already holds 6 photos not yet sent with a return: send the return with them first.',
    )
    expect((await stored()).images).toBe(before.images)
    expect((await stored()).claims).toBe(before.claims)
  })
})
