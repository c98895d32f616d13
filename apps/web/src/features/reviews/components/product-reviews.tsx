import { RATING_MAX } from '@store/contract/constants'
import type { ProductRating } from '@store/contract/reviews'
import { formatDate } from '@store/contract/format/dates'
import { reviewCount } from './product-rating-summary'
import { StarRating } from './star-rating'
import { LOCALE } from '@/i18n/locale'
import * as m from '#messages'

/** The product page's reviews: the average, the count and the latest few, newest first. */
export function ProductReviews({ rating }: { rating: ProductRating }) {
  return (
    <section
      id="reviews"
      aria-labelledby="reviews-heading"
      className="defer-render-[190px] container-page scroll-mt-24 border-t border-line py-12"
    >
      <div className="grid gap-8 md:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] md:gap-16">
        <div>
          <h2 id="reviews-heading" className="font-display text-2xl md:text-3xl">
            {m.reviews()}
          </h2>
          {rating.average === null ? (
            <p className="mt-3 text-sm leading-relaxed text-muted">{m.no_reviews_yet_product()}</p>
          ) : (
            <div className="mt-4 flex items-end gap-4">
              <p className="font-display text-5xl leading-none">
                {rating.average.toFixed(1)}
                <span className="sr-only"> {m.out_of({ max: RATING_MAX })}</span>
              </p>
              <div className="space-y-1 pb-1">
                <StarRating rating={rating.average} />
                <p className="text-sm text-muted">
                  {m.based_on({ reviews: reviewCount(rating.count) })}
                </p>
              </div>
            </div>
          )}
        </div>
        {rating.reviews.length > 0 && (
          <ul className="divide-y divide-line border-y border-line">
            {rating.reviews.map((review) => (
              <li key={review.id} className="py-5">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <StarRating rating={review.rating} />
                  <p className="text-xs tracking-[0.12em] text-muted uppercase">
                    {review.reviewer_name} · {formatDate(review.created_at, LOCALE)}
                  </p>
                </div>
                {review.comment && (
                  <p className="mt-3 text-[15px] leading-relaxed whitespace-pre-line">
                    {review.comment}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
