import { REVIEW_SORTS, REVIEW_STATES } from '@store/contract/admin/review-moderation'
import { oneOf, pageOf, textOf } from '@/lib/list-params'

const STARS = ['1', '2', '3', '4', '5'] as const

/** Sort, filters and page of the moderation list, read from the address. */
export const reviewQueryOf = (params: URLSearchParams) => {
  const rating = STARS.find((stars) => stars === params.get('rating'))
  return {
    sort: oneOf(REVIEW_SORTS, params.get('sort'), 'newest'),
    state: oneOf(REVIEW_STATES, params.get('state'), 'all'),
    rating: rating ? Number(rating) : undefined,
    product: textOf(params.get('product')),
    page: pageOf(params.get('page')),
  }
}
