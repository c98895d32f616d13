import * as m from '#messages'
import { Link } from 'react-router'
import type { ModeratedReview } from '@store/contract/admin/review-moderation'
import { Button } from '@/components/ui/button'
import { formatDate, formatDateTime } from '@/i18n/locale'

function Stars({ rating }: { rating: number }) {
  return (
    <span
      role="img"
      aria-label={m.stars_of_5({ rating })}
      className="tracking-tight text-amber-700"
    >
      {'★'.repeat(rating)}
      <span className="text-stone-300">{'★'.repeat(5 - rating)}</span>
    </span>
  )
}

/** While a hide is on its way the server's time is not known yet. */
function hiddenNote(review: ModeratedReview) {
  if (!review.hidden_at || review.hidden_at === 'now') return m.hidden_from_product()
  const at = formatDateTime(review.hidden_at)
  return review.hidden_by
    ? m.hidden_since_by({ at, name: review.hidden_by })
    : m.hidden_since({ at })
}

/** One review as the shop shows it, with who hid it and the button that hides or shows it. */
export function ReviewCard({
  review,
  busy,
  onToggle,
}: {
  review: ModeratedReview
  busy: boolean
  onToggle: () => void
}) {
  const hidden = review.hidden_at !== null
  return (
    <li
      className={`rounded-lg border p-4 text-sm ${hidden ? 'border-dashed border-stone-300 bg-stone-50' : 'border-line bg-white'}`}
    >
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Stars rating={review.rating} />
        <span className="font-medium">{review.reviewer_name}</span>
        <span className="text-muted">· {formatDate(review.created_at)}</span>
        {hidden && (
          <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-medium text-stone-700">
            {m.hidden()}
          </span>
        )}
      </p>
      <p className="mt-1 text-muted">
        <Link to={`/products/${review.product_id}`} className="underline-offset-2 hover:underline">
          {review.product_name}
        </Link>{' '}
        {m.product_code_size({ code: review.product_code, size: review.size_code })}
      </p>
      <p className={`mt-3 whitespace-pre-line ${review.comment ? '' : 'text-muted italic'}`}>
        {review.comment ?? m.stars_only()}
      </p>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3">
        <p className="text-xs text-muted">{hidden ? hiddenNote(review) : m.shown_on_product()}</p>
        <Button variant="secondary" busy={busy} onClick={onToggle}>
          {hidden ? m.show() : m.hide()}
          <span className="sr-only">{m.the_review_by({ name: review.reviewer_name })}</span>
        </Button>
      </div>
    </li>
  )
}
