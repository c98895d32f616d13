import { describe, expect, test } from 'vitest'
import { reviewQueryOf } from './review-list-params'

describe("the reviews list's address", () => {
  test('newest first, every review, when the address says nothing', () => {
    expect(reviewQueryOf(new URLSearchParams())).toEqual({
      sort: 'newest',
      state: 'all',
      rating: undefined,
      product: undefined,
      page: 1,
    })
  })

  test('a moderator’s filters come back from a link: lowest first, hidden, two stars, a product', () => {
    expect(
      reviewQueryOf(new URLSearchParams('sort=lowest&state=hidden&rating=2&product=KNMTS&page=3')),
    ).toEqual({ sort: 'lowest', state: 'hidden', rating: 2, product: 'KNMTS', page: 3 })
  })

  test('a star count that is not 1 to 5 filters nothing', () => {
    for (const rating of ['0', '6', '2.5', '02', 'five'])
      expect(reviewQueryOf(new URLSearchParams(`rating=${rating}`)).rating).toBeUndefined()
  })
})
