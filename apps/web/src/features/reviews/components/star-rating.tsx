import { RATING_MAX } from '@store/contract/constants'
import { StarIcon } from './star-icon'
import * as m from '#messages'

interface StarRatingProps {
  /** May hold a fraction (an average): a star counts as filled from half way. */
  rating: number
  className?: string
}

/** Read-only stars with the rating in words for assistive technology. */
export function StarRating({ rating, className = 'size-4' }: StarRatingProps) {
  const shown = Math.round(rating)
  return (
    <span
      className="inline-flex items-center gap-0.5 text-clay"
      role="img"
      aria-label={m.rated_out_of({ rating, max: RATING_MAX })}
    >
      {Array.from({ length: RATING_MAX }, (_, index) => (
        <StarIcon key={index} filled={index < shown} className={className} />
      ))}
    </span>
  )
}
