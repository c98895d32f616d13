import { MESSAGES } from '@store/contract/messages'
import { Spinner } from '@/components/ui/spinner'
import { usePendingReviews } from '../api/reviews'
import { PendingReviewForm } from './pending-review-form'
import * as m from '#messages'

/** Pending Reviews: every purchased line not reviewed yet, each with its own form. */
export function PendingReviews() {
  const { data } = usePendingReviews()
  if (!data) return <Spinner label={MESSAGES.loading} />
  if (data.length === 0)
    return (
      <p className="border border-line bg-cream/60 px-6 py-12 text-center text-[15px] text-muted">
        {MESSAGES.allReviewed}
      </p>
    )
  return (
    <div>
      <p className="text-sm text-muted">{m.pending_reviews_intro()}</p>
      <ul className="mt-2">
        {data.map((line) => (
          <li key={line.id}>
            <PendingReviewForm line={line} />
          </li>
        ))}
      </ul>
    </div>
  )
}
