import { afterAll, beforeAll, expect, test } from 'vitest'
import { MESSAGES } from '@store/contract/messages'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { signUpMember } from '../../test/members'
import { sizedProducts } from '../cart/cart-fixtures'
import type { SizedProduct } from '../cart/cart-fixtures'
import { orderAs, reviewCalls } from './review-fixtures'

let t: TestApp
let calls: ReturnType<typeof reviewCalls>
let items: SizedProduct[]
beforeAll(async () => {
  t = await createTestApp()
  calls = reviewCalls(t)
  items = await sizedProducts(t.db, 40)
})
afterAll(async () => t.close())

/** Two different products, so two order lines. */
const twoProducts = () => {
  const [first] = items
  const second = items.find((item) => item.productId !== first?.productId)
  if (!first || !second) throw new Error('not enough products')
  return [first, second]
}

test('a member with a completed order sees each line under pending reviews with image and name', async () => {
  const member = await signUpMember(t.app)
  const lines = await orderAs(t, member, twoProducts())
  const { status, body } = await calls.pending(member.token)
  expect(status).toBe(200)
  const pending = body.data.order_details
  expect(pending.map((line) => line.id).sort()).toEqual(lines.map((line) => line.id).sort())
  for (const line of pending) {
    expect(line.product_name).not.toBe('')
    expect(line.product_image).toMatch(/^\/media\//)
  }
})

test('lines of orders not yet completed are not pending and cannot be reviewed', async () => {
  const member = await signUpMember(t.app)
  for (const status of [
    'WAITING_PAYMENT',
    'PAID',
    'SHIPPED',
    'READY_FOR_PICKUP',
    'CANCELLED',
  ] as const) {
    const [line] = await orderAs(t, member, twoProducts().slice(0, 1), status)
    const refused = await calls.submit(member.token, { order_detail_id: line?.id, rating: 4 })
    expect(refused.status).toBe(400)
    expect(refused.body.error.message).toBe(MESSAGES.reviewNotYet)
  }
  expect((await calls.pending(member.token)).body.data.order_details).toEqual([])
  expect((await calls.mine(member.token)).body.data.user_reviews).toEqual([])
})

test('a review with stars and a comment leaves pending reviews and shows under my reviews', async () => {
  const member = await signUpMember(t.app)
  const [first, second] = await orderAs(t, member, twoProducts())
  const sent = await calls.submit(member.token, {
    order_detail_id: first?.id,
    rating: 5,
    comment: '  Bahannya adem, ukurannya pas.  ',
  })
  expect(sent.status).toBe(200)
  expect(sent.body.data.message).toBe(MESSAGES.reviewSubmitted)
  const pending = (await calls.pending(member.token)).body.data.order_details
  expect(pending.map((line) => line.id)).toEqual([second?.id])
  const mine = (await calls.mine(member.token)).body.data.user_reviews
  expect(mine).toMatchObject([
    { order_detail_id: first?.id, rating: 5, comment: 'Bahannya adem, ukurannya pas.' },
  ])
})

test('a review without a comment is kept with none; a blank comment counts as none', async () => {
  const member = await signUpMember(t.app)
  const [first, second] = await orderAs(t, member, twoProducts())
  expect((await calls.submit(member.token, { order_detail_id: first?.id, rating: 3 })).status).toBe(
    200,
  )
  const blank = { order_detail_id: second?.id, rating: 2, comment: '   ' }
  expect((await calls.submit(member.token, blank)).status).toBe(200)
  const mine = (await calls.mine(member.token)).body.data.user_reviews
  expect(mine.map((review) => review.comment)).toEqual([null, null])
})

test('when every line is reviewed nothing is pending', async () => {
  const member = await signUpMember(t.app)
  const lines = await orderAs(t, member, twoProducts())
  for (const line of lines)
    await calls.submit(member.token, { order_detail_id: line.id, rating: 4 })
  expect((await calls.pending(member.token)).body.data.order_details).toEqual([])
  expect((await calls.mine(member.token)).body.data.user_reviews).toHaveLength(2)
})

test('a review with no stars or stars out of range is refused with the rating text', async () => {
  const member = await signUpMember(t.app)
  const [line] = await orderAs(t, member, twoProducts().slice(0, 1))
  for (const rating of [0, 6, 2.5, 'lima', null]) {
    const refused = await calls.submit(member.token, { order_detail_id: line?.id, rating })
    expect(refused.status).toBe(400)
    expect(refused.body.error.message).toBe(MESSAGES.chooseRating)
  }
  expect((await calls.mine(member.token)).body.data.user_reviews).toEqual([])
})
