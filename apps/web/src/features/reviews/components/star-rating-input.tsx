import { useId } from 'react'
import { RATING_MAX } from '@store/contract/constants'
import { StarIcon } from './star-icon'
import * as m from '#messages'

interface StarRatingInputProps {
  /** 0 = no stars chosen yet (spec section 9). */
  value: number
  onChange: (rating: number) => void
  legend: string
  disabled?: boolean
}

const STARS = Array.from({ length: RATING_MAX }, (_, index) => index + 1)

/**
 * The 1-5 star radio group: native radios, so arrow keys move between stars
 * and a screen reader hears "3 stars, 3 of 5". Stars up to the chosen one fill.
 */
export function StarRatingInput({ value, onChange, legend, disabled }: StarRatingInputProps) {
  const name = useId()
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="text-[11px] font-semibold tracking-[0.22em] uppercase">{legend}</legend>
      <div className="mt-2 flex items-center gap-1">
        {STARS.map((star) => (
          <label
            key={star}
            className="relative grid size-11 cursor-pointer place-items-center text-clay has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-clay"
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="peer absolute inset-0 cursor-pointer opacity-0"
            />
            <StarIcon filled={star <= value} className="size-7" />
            <span className="sr-only">{m.star_count({ count: star })}</span>
          </label>
        ))}
        <span className="ml-3 hidden text-sm text-muted sm:inline" aria-hidden="true">
          {value === 0 ? m.tap_a_star() : m.n_of_max({ value, max: RATING_MAX })}
        </span>
      </div>
    </fieldset>
  )
}
