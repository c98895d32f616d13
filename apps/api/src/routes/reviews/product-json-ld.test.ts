import { afterAll, beforeAll, expect, test } from 'vitest'
import { productPage } from '../../seo/pages/product-page'
import { createTestApp } from '../../test/test-app'
import type { TestApp } from '../../test/test-app'
import { signUpMember } from '../../test/members'
import { sizedProducts } from '../cart/cart-fixtures'
import type { SizedProduct } from '../cart/cart-fixtures'
import { findProduct } from '../catalog/product.repository'
import { orderAs, reviewCalls } from './review-fixtures'

let t: TestApp
let item: SizedProduct
beforeAll(async () => {
  t = await createTestApp()
  const [first] = await sizedProducts(t.db, 1)
  if (!first) throw new Error('no product')
  item = first
})
afterAll(async () => t.close())

const jsonLdOf = async () => {
  const meta = await productPage(
    { findProduct: (id: number) => findProduct(t.db, id, 'en') },
    item.productId,
    'https://kainara.example',
    'en',
  )
  return meta.jsonLd as Record<string, unknown>
}

test('a product without reviews has no rating in its JSON-LD', async () => {
  const jsonLd = await jsonLdOf()
  expect(jsonLd['@type']).toBe('Product')
  expect(jsonLd).not.toHaveProperty('aggregateRating')
  expect(jsonLd).not.toHaveProperty('review')
})

test('once reviewed, the JSON-LD carries the aggregate rating and the reviews by first name', async () => {
  const member = await signUpMember(t.app, { name: 'Rina Kusuma' })
  const [line] = await orderAs(t, member, [item])
  await reviewCalls(t).submit(member.token, {
    order_detail_id: line?.id,
    rating: 5,
    comment: 'Warnanya cantik.',
  })
  expect(await jsonLdOf()).toMatchObject({
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: 5,
      reviewCount: 1,
      bestRating: 5,
      worstRating: 1,
    },
    review: [
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Rina' },
        reviewRating: { '@type': 'Rating', ratingValue: 5 },
        reviewBody: 'Warnanya cantik.',
      },
    ],
  })
})
