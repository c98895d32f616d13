import type { ProductRating } from '@store/contract/reviews'
import { StarRating } from './star-rating'
import * as m from '#messages'

const reviewCount = (count: number) => m.review_count({ count })

/** Beside the price: the average in stars and a link down to the reviews; nothing before the first review. */
export function ProductRatingSummary({ rating }: { rating: ProductRating }) {
  if (rating.count === 0 || rating.average === null) return null
  return (
    <a
      href="#reviews"
      className="inline-flex min-h-11 items-center gap-2 text-sm underline-offset-4 hover:underline"
    >
      <StarRating rating={rating.average} />
      <span>
        {rating.average.toFixed(1)} · {reviewCount(rating.count)}
      </span>
    </a>
  )
}

export { reviewCount }
