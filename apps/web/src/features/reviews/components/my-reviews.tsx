import { Link } from 'react-router'
import { MESSAGES } from '@store/contract/messages'
import { formatDate } from '@store/contract/format/dates'
import { ResponsiveImage } from '@/components/ui/responsive-image'
import { Spinner } from '@/components/ui/spinner'
import { useMyReviews } from '../api/reviews'
import { StarRating } from './star-rating'
import { LOCALE } from '@/i18n/locale'
import * as m from '#messages'

/** My Reviews: what the member has written, newest first. */
export function MyReviews() {
  const { data } = useMyReviews()
  if (!data) return <Spinner label={MESSAGES.loading} />
  if (data.length === 0)
    return (
      <p className="border border-line bg-cream/60 px-6 py-12 text-center text-[15px] text-muted">
        {MESSAGES.noReviewsYet}
      </p>
    )
  return (
    <ul>
      {data.map((review) => (
        <li
          key={review.id}
          className="grid grid-cols-[88px_minmax(0,1fr)] gap-x-5 border-b border-line py-7 sm:grid-cols-[120px_minmax(0,1fr)] sm:gap-x-8"
        >
          <ResponsiveImage
            sizes="(min-width: 640px) 120px, 88px"
            src={review.product_image}
            alt=""
            width={800}
            height={1000}
            className="aspect-[4/5] w-full bg-sand object-cover"
          />
          <div className="grid content-start gap-2">
            <h3 className="font-display text-lg leading-snug">
              <Link to={`/product/${review.product_detail_id}`} className="hover:underline">
                {review.product_name}
              </Link>
            </h3>
            <p className="text-sm text-muted">
              {m.size_reviewed_on({
                size: review.size_code,
                date: formatDate(review.created_at, LOCALE),
              })}
            </p>
            <StarRating rating={review.rating} />
            {review.comment && <p className="text-[15px] leading-relaxed">{review.comment}</p>}
          </div>
        </li>
      ))}
    </ul>
  )
}
