import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import type { ModeratedReview } from '@store/contract/admin/review-moderation'
import { REVIEW_MESSAGES } from '@store/contract/admin/review-moderation'
import type { Product } from '@store/contract/catalog'
import { createTestApp } from '../../../test/test-app'
import type { TestApp } from '../../../test/test-app'
import { getJson } from '../../../test/inject'
import { signUpMember } from '../../../test/members'
import { callAdmin, createTestStaff } from '../../../test/staff'
import type { TestStaff } from '../../../test/staff'
import { queryRows } from '../../../test/sql'
import { sizedProducts } from '../../cart/cart-fixtures'
import type { SizedProduct } from '../../cart/cart-fixtures'
import { orderAs, reviewCalls } from '../../reviews/review-fixtures'

let t: TestApp
let staff: TestStaff
let item: SizedProduct
beforeAll(async () => {
  t = await createTestApp()
  staff = await createTestStaff(t.app, 'STAFF')
  const [first] = await sizedProducts(t.db, 1)
  if (!first) throw new Error('no product')
  item = first
})
afterAll(async () => t.close())

type List = { data: { reviews: ModeratedReview[]; total: number } }

async function review(name: string, rating: number, comment: string) {
  const member = await signUpMember(t.app, { name })
  const [line] = await orderAs(t, member, [item])
  const sent = await reviewCalls(t).submit(member.token, {
    order_detail_id: line?.id,
    rating,
    comment,
  })
  if (sent.status !== 200) throw new Error(JSON.stringify(sent.body))
}

const productRating = async () =>
  (await getJson<{ product: Product }>(t.app, 'product', { id: item.productId })).body.product
    .rating

describe('review moderation', () => {
  test('lists reviews newest first, by rating, and by product code or name', async () => {
    await review('Nadia Putri', 5, 'Bagus sekali.')
    await review('Tono Hadi', 1, 'Jahitan lepas.')
    const newest = await callAdmin<List>(t.app, 'GET', 'reviews', {}, staff)
    expect(newest.status).toBe(200)
    expect(newest.body.data.reviews.slice(0, 2).map((row) => row.comment)).toEqual([
      'Jahitan lepas.',
      'Bagus sekali.',
    ])
    expect(newest.body.data.reviews[0]).toMatchObject({
      product_id: item.productId,
      size_code: item.size,
      reviewer_name: 'Tono Hadi',
      rating: 1,
      hidden_at: null,
    })
    const highest = await callAdmin<List>(t.app, 'GET', 'reviews', { sort: 'highest' }, staff)
    expect(highest.body.data.reviews[0]?.rating).toBe(5)
    const lowest = await callAdmin<List>(
      t.app,
      'GET',
      'reviews',
      { sort: 'lowest', rating: 1 },
      staff,
    )
    expect(lowest.body.data.reviews.map((row) => row.rating)).toEqual([1])
    const [product] = await queryRows<{ product_code: string }>(
      t.db,
      sql`select product_code from products where id = ${item.productId}`,
    )
    const byProduct = await callAdmin<List>(
      t.app,
      'GET',
      'reviews',
      { product: product?.product_code.toLowerCase() ?? '' },
      staff,
    )
    expect(byProduct.body.data.total).toBe(2)
    const other = await callAdmin<List>(
      t.app,
      'GET',
      'reviews',
      { product: 'no such product zz' },
      staff,
    )
    expect(other.body.data.reviews).toEqual([])
  })

  test('a hidden review leaves the product page and its rating at once, and showing it brings it back', async () => {
    await review('Lestari Ayu', 4, 'Warnanya beda.')
    const shown = await productRating()
    const list = await callAdmin<List>(t.app, 'GET', 'reviews', {}, staff)
    const target = list.body.data.reviews.find((row) => row.comment === 'Warnanya beda.')
    if (!target) throw new Error('the review is not listed')
    const hidden = await callAdmin<{ data: { message: string; review: ModeratedReview } }>(
      t.app,
      'POST',
      'reviews/visibility',
      { id: target.id, hidden: true },
      staff,
    )
    expect(hidden.status).toBe(200)
    expect(hidden.body.data.message).toBe(REVIEW_MESSAGES.hidden)
    expect(hidden.body.data.review).toMatchObject({ hidden_by: staff.email })
    const without = await productRating()
    expect(without.count).toBe(shown.count - 1)
    expect(without.reviews.map((row) => row.id)).not.toContain(target.id)
    expect(without.average).not.toBe(shown.average)

    const twice = await callAdmin(
      t.app,
      'POST',
      'reviews/visibility',
      { id: target.id, hidden: true },
      staff,
    )
    expect(twice.status).toBe(409)
    expect(twice.body).toEqual({ error: { message: REVIEW_MESSAGES.alreadyHidden } })
    const onlyHidden = await callAdmin<List>(t.app, 'GET', 'reviews', { state: 'hidden' }, staff)
    expect(onlyHidden.body.data.reviews.map((row) => row.id)).toEqual([target.id])

    const back = await callAdmin(
      t.app,
      'POST',
      'reviews/visibility',
      { id: target.id, hidden: false },
      staff,
    )
    expect(back.status).toBe(200)
    expect(await productRating()).toEqual(shown)

    const audit = await queryRows<{ action: string; actor: string }>(
      t.db,
      sql`select action, actor from audit_log where entity = 'review' and entity_id = ${String(target.id)} order by id`,
    )
    expect(audit).toEqual([
      { action: 'review.hide', actor: staff.email },
      { action: 'review.show', actor: staff.email },
    ])
    const missing = await callAdmin(
      t.app,
      'POST',
      'reviews/visibility',
      { id: 999_999, hidden: true },
      staff,
    )
    expect(missing.status).toBe(404)
  })

  test('two staff hiding one review at once: one hides it, the other is told, one audit line', async () => {
    await review('Maya Sinta', 5, 'Pas sekali di badan.')
    const list = await callAdmin<List>(t.app, 'GET', 'reviews', {}, staff)
    const target = list.body.data.reviews.find((row) => row.comment === 'Pas sekali di badan.')
    if (!target) throw new Error('the review is not listed')
    const other = await createTestStaff(t.app, 'OWNER')
    const answers = await Promise.all(
      [staff, other].map((who) =>
        callAdmin(t.app, 'POST', 'reviews/visibility', { id: target.id, hidden: true }, who),
      ),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const [lines] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_log where action = 'review.hide' and entity_id = ${String(target.id)}`,
    )
    expect(Number(lines?.n)).toBe(1)
  })
})
