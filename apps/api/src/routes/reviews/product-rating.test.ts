import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Product } from '@store/contract/catalog'
import { PRODUCT_REVIEWS_SHOWN } from '@store/contract/reviews'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { getJson } from '../../test/inject'
import { signUpMember } from '../../test/members'
import { sizedProducts } from '../cart/cart-fixtures'
import type { SizedProduct } from '../cart/cart-fixtures'
import { firstName } from './product-rating.repository'
import { orderAs, reviewCalls } from './review-fixtures'

let t: TestApp
let calls: ReturnType<typeof reviewCalls>
let item: SizedProduct
beforeAll(async () => {
  t = await createTestApp()
  calls = reviewCalls(t)
  const [first] = await sizedProducts(t.db, 1)
  if (!first) throw new Error('no product')
  item = first
})
afterAll(async () => t.close())

const productAnswer = async () =>
  (await getJson<{ product: Product }>(t.app, 'product', { id: item.productId })).body.product

async function review(name: string, rating: number, comment?: string) {
  const member = await signUpMember(t.app, { name })
  const [line] = await orderAs(t, member, [item])
  const sent = await calls.submit(member.token, { order_detail_id: line?.id, rating, comment })
  if (sent.status !== 200) throw new Error(JSON.stringify(sent.body))
}

test('a product nobody has reviewed answers no average, a count of 0 and no reviews', async () => {
  expect((await productAnswer()).rating).toEqual({ average: null, count: 0, reviews: [] })
})

test('a new review shows on the product answer at once, though the answer was cached', async () => {
  const member = await signUpMember(t.app, { name: 'Dewi Lestari Putri' })
  // Ordering takes stock, which drops the product's answer: read it after, so it is kept.
  const [line] = await orderAs(t, member, [item])
  expect((await productAnswer()).rating.count).toBe(0)
  const cached = await getJson(t.app, 'product', { id: item.productId })
  expect(cached.headers.etag).toBeDefined()
  const comment = 'Jahitannya rapi.'
  await calls.submit(member.token, { order_detail_id: line?.id, rating: 4, comment })
  const after = await productAnswer()
  expect(after.rating.count).toBe(1)
  expect(after.rating.average).toBe(4)
  expect(after.rating.reviews).toMatchObject([
    { reviewer_name: 'Dewi', rating: 4, comment: 'Jahitannya rapi.' },
  ])
})

test('the average is rounded to one decimal and the newest reviews come first, a handful only', async () => {
  for (const [index, rating] of [5, 5, 3, 4, 5, 2].entries())
    await review(`Reviewer${index} Santoso`, rating)
  const { rating } = await productAnswer()
  // 4 (earlier test) + 5 + 5 + 3 + 4 + 5 + 2 = 28 over 7
  expect(rating.count).toBe(7)
  expect(rating.average).toBe(4)
  expect(rating.reviews).toHaveLength(PRODUCT_REVIEWS_SHOWN)
  expect(rating.reviews[0]).toMatchObject({ reviewer_name: 'Reviewer5', rating: 2 })
  await review('Budi', 1)
  expect((await productAnswer()).rating.average).toBe(3.6)
})

test('a reviewer is named by first name only', () => {
  expect(firstName('  Siti   Nurhaliza ')).toBe('Siti')
  expect(firstName('Bambang')).toBe('Bambang')
})
