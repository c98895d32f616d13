import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signUpMember } from '../../test/members'
import type { SignedUpMember } from '../../test/members'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { makePhoto, uploadFile } from '../../test/upload'
import { sizedProducts } from '../cart/cart-fixtures'
import type { SizedProduct } from '../cart/cart-fixtures'
import {
  askMemberReturn,
  deliveredCourierOrder,
  newKey,
  orderLinesOf,
  returnCount,
  setHeld,
} from './return-fixtures'

let t: TestApp
let dataDir: string
let item: SizedProduct
let second: SizedProduct
let member: SignedUpMember
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'kainara-return-photo-claims-'))
  t = await createTestApp({ DATA_DIR: dataDir, CLOCK_SHIFT: 'on' })
  const [first, next] = await sizedProducts(t.db, 2)
  if (!first || !next) throw new Error('no products')
  item = first
  second = next
  member = await signUpMember(t.app)
})
afterAll(async () => {
  await t.close()
  await rm(dataDir, { recursive: true, force: true })
})

/** A member's delivered order of two lines. */
async function delivered() {
  await setHeld(t, item, 5)
  await setHeld(t, second, 5)
  const order = await deliveredCourierOrder(t, item, member, [{ item: second, qty: 1 }])
  const lines = await orderLinesOf(t, order.id)
  if (lines.length !== 2) throw new Error(`order ${order.trx_ref} has ${lines.length} lines`)
  return { order, lines }
}

async function uploaded(orderId: number, width: number) {
  const answer = await uploadFile(t.app, await makePhoto(width, 640), {
    url: `/api/user/return-photos?id=${orderId}`,
    authorization: member.token,
  })
  if (answer.status !== 200) throw new Error(`upload answered ${answer.status}`)
  return (answer.body.data as { key: string }).key
}

const damagedReturn = (orderId: number, lineId: number, photos: string[]) => ({
  id: orderId,
  lines: [{ line_id: lineId, qty: 1, reason: 'damaged' }],
  wish: 'REFUND',
  way: 'COURIER',
  bank: { bank_name: 'BCA', account_number: '1234567890', account_holder: 'Sari Dewi' },
  photos,
  request_key: newKey(),
})

const NOT_THIS_ORDER = 'A photo was not uploaded for this order; add it again.'
const CLAIMED = 'A photo was already sent with another return of this order; add a new one.'

describe('a return names only photos uploaded for its own order and claimed by no other return', () => {
  test('a key no shopper uploaded is refused and nothing is written', async () => {
    const { order, lines } = await delivered()
    const own = await uploaded(order.id, 700)
    const answer = await askMemberReturn(
      t,
      member,
      damagedReturn(order.id, lines[0]?.id ?? 0, [own, 'someoneelsesphoto']),
    )
    expect(answer.status).toBe(400)
    expect(answer.body.error?.message).toBe(NOT_THIS_ORDER)
    expect(await returnCount(t, order.id)).toBe(0)
  })

  test('a photo uploaded for another order of the same member is refused and nothing is written', async () => {
    const other = await delivered()
    const { order, lines } = await delivered()
    const elsewhere = await uploaded(other.order.id, 710)
    const answer = await askMemberReturn(
      t,
      member,
      damagedReturn(order.id, lines[0]?.id ?? 0, [elsewhere]),
    )
    expect(answer.status).toBe(400)
    expect(answer.body.error?.message).toBe(NOT_THIS_ORDER)
    expect(await returnCount(t, order.id)).toBe(0)
    expect(await returnCount(t, other.order.id)).toBe(0)
  })

  test('a photo an earlier return of the order sent is refused for the next one', async () => {
    const { order, lines } = await delivered()
    const [first, next] = lines
    if (!first || !next) throw new Error('two lines expected')
    const photo = await uploaded(order.id, 720)
    const earlier = await askMemberReturn(t, member, damagedReturn(order.id, first.id, [photo]))
    expect(earlier.status).toBe(200)
    const again = await askMemberReturn(t, member, damagedReturn(order.id, next.id, [photo]))
    expect(again.status).toBe(400)
    expect(again.body.error?.message).toBe(CLAIMED)
    expect(await returnCount(t, order.id)).toBe(1)
    const fresh = await uploaded(order.id, 730)
    const withNew = await askMemberReturn(t, member, damagedReturn(order.id, next.id, [fresh]))
    expect(withNew.status).toBe(200)
    expect(withNew.body.data?.return.photos).toEqual([fresh])
  })

  test('the same photo named twice in one request is kept once', async () => {
    const { order, lines } = await delivered()
    const photo = await uploaded(order.id, 740)
    const answer = await askMemberReturn(
      t,
      member,
      damagedReturn(order.id, lines[0]?.id ?? 0, [photo, photo]),
    )
    expect(answer.status).toBe(200)
    expect(answer.body.data?.return.photos).toEqual([photo])
  })
})
