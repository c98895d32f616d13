import { expect, test } from 'vitest'
import { MESSAGES } from './messages'
import { ReviewInputSchema, getUnreviewedProducts } from './reviews'
import { accept, huge, refusal } from './test-utils'

const review = { order_detail_id: 7, rating: 5, comment: 'Bahannya adem, ukurannya pas.' }

test('a member can rate an order line 1 to 5 stars with an optional comment', () => {
  expect(accept(ReviewInputSchema, review)).toEqual(review)
  expect(accept(ReviewInputSchema, { order_detail_id: '7', rating: '1' })).toEqual({
    order_detail_id: 7,
    rating: 1,
  })
})

test('a review without stars, or with 0 or 6, is refused', () => {
  for (const rating of [undefined, 0, 6, 4.5, 'five']) {
    expect(refusal(ReviewInputSchema, { ...review, rating })).toBe(MESSAGES.chooseRating)
  }
})

test('a review of no order line is refused', () => {
  expect(refusal(ReviewInputSchema, { ...review, order_detail_id: undefined })).toBe(
    MESSAGES.orderItemNotValid,
  )
})

test('a comment over 500 characters is refused readably', () => {
  expect(refusal(ReviewInputSchema, { ...review, comment: huge(501) })).toBe(
    'Please keep your review under 500 characters.',
  )
})

test('pending reviews list order lines with product image and name', () => {
  const body = {
    data: {
      order_details: [
        {
          id: 7,
          product_image: '/i.webp',
          product_name: 'Shirt',
          product_detail_id: 3,
          size_code: 'M',
        },
      ],
    },
  }
  expect(accept(getUnreviewedProducts.response, body).data.order_details[0]?.id).toBe(7)
})
