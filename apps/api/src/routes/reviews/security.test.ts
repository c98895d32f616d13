import { afterAll, beforeAll, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import { MESSAGES } from '@store/contract/messages'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { callApi, signUpMember } from '../../test/members'
import type { SignedUpMember } from '../../test/members'
import { queryRows } from '../../test/sql'
import { sizedProducts } from '../cart/cart-fixtures'
import type { SizedProduct } from '../cart/cart-fixtures'
import { orderAs, reviewCalls } from './review-fixtures'

let t: TestApp
let calls: ReturnType<typeof reviewCalls>
let item: SizedProduct
let buyer: SignedUpMember
let other: SignedUpMember
beforeAll(async () => {
  t = await createTestApp()
  calls = reviewCalls(t)
  const [first] = await sizedProducts(t.db, 1)
  if (!first) throw new Error('no product')
  item = first
  buyer = await signUpMember(t.app)
  other = await signUpMember(t.app)
})
afterAll(async () => t.close())

const reviewCount = async (lineId: number) =>
  Number(
    (
      await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from reviews where order_line_id = ${lineId}`,
      )
    )[0]?.n,
  )

test('without a token the review calls answer 401', async () => {
  for (const [method, path] of [
    ['GET', 'user/unreviewed-products'],
    ['GET', 'user/reviews'],
    ['POST', 'user/reviews'],
  ] as const) {
    const { status, body } = await callApi<{ error: { message: string } }>(t.app, method, path, {
      order_detail_id: 1,
      rating: 5,
    })
    expect(status).toBe(401)
    expect(body.error.message).not.toBe('')
  }
})

test("another member's order line cannot be reviewed and is not listed to them", async () => {
  const [line] = await orderAs(t, buyer, [item])
  const stolen = await calls.submit(other.token, { order_detail_id: line?.id, rating: 1 })
  expect(stolen.status).toBe(404)
  expect(stolen.body.error.message).toBe(MESSAGES.orderItemNotValid)
  expect(await reviewCount(line?.id ?? 0)).toBe(0)
  expect((await calls.pending(other.token)).body.data.order_details).toEqual([])
  await calls.submit(buyer.token, { order_detail_id: line?.id, rating: 5 })
  expect((await calls.mine(other.token)).body.data.user_reviews).toEqual([])
})

test('a guessed order line id is refused like a missing one', async () => {
  for (const id of [2_000_000_000, 1, 999_999]) {
    const guessed = await calls.submit(other.token, { order_detail_id: id, rating: 5 })
    expect(guessed.status).toBe(404)
    expect(guessed.body.error.message).toBe(MESSAGES.orderItemNotValid)
  }
})

test('a line is reviewed once: a repeat is refused and keeps the first review', async () => {
  const [line] = await orderAs(t, buyer, [item])
  expect((await calls.submit(buyer.token, { order_detail_id: line?.id, rating: 4 })).status).toBe(
    200,
  )
  const again = await calls.submit(buyer.token, {
    order_detail_id: line?.id,
    rating: 1,
    comment: 'x',
  })
  expect(again.status).toBe(400)
  expect(again.body.error.message).toBe(MESSAGES.alreadyReviewed)
  const [kept] = await queryRows<{ rating: number; comment: string | null }>(
    t.db,
    sql`select rating, comment from reviews where order_line_id = ${line?.id ?? 0}`,
  )
  expect(kept).toEqual({ rating: 4, comment: null })
})

test('a double submit at the same moment makes one review', async () => {
  const [line] = await orderAs(t, buyer, [item])
  const answers = await Promise.all(
    [1, 2, 3, 4].map(() => calls.submit(buyer.token, { order_detail_id: line?.id, rating: 5 })),
  )
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400])
  expect(await reviewCount(line?.id ?? 0)).toBe(1)
})

test("deleting the account erases the member's reviews from the product too", async () => {
  const leaving = await signUpMember(t.app)
  const [line] = await orderAs(t, leaving, [item])
  await calls.submit(leaving.token, { order_detail_id: line?.id, rating: 2, comment: 'Pudar.' })
  const deleted = await callApi(
    t.app,
    'POST',
    'auth/delete-account',
    { email: leaving.email, password: leaving.password },
    { token: leaving.token },
  )
  expect(deleted.status).toBe(200)
  expect(await reviewCount(line?.id ?? 0)).toBe(0)
})
