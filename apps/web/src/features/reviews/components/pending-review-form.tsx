import { useId, useState } from 'react'
import { Link } from 'react-router'
import type { PendingReview } from '@store/contract/reviews'
import { ResponsiveImage } from '@/components/ui/responsive-image'
import { useFormSubmit } from '@/components/form/use-form-submit'
import { useSubmitReview } from '../api/reviews'
import { StarRatingInput } from './star-rating-input'
import * as m from '#messages'

/** One purchased product: its image and name, the stars, an optional comment and a submit. */
export function PendingReviewForm({ line }: { line: PendingReview }) {
  const [rating, setRating] = useState(0)
  const [comment, setComment] = useState('')
  const submit = useSubmitReview()
  const commentId = useId()
  const { disabled, onSubmit } = useFormSubmit(
    async () => (await import('@store/contract/reviews')).ReviewInputSchema,
    () => ({ order_detail_id: line.id, rating, comment }),
    async (review) => {
      // A refusal is already shown by the mutation's error toast.
      await submit
        .mutateAsync({ ...review, product_detail_id: line.product_detail_id })
        .catch(() => undefined)
    },
  )
  const sending = disabled || submit.isPending
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={m.review_of({ name: line.product_name })}
      className="grid grid-cols-[88px_minmax(0,1fr)] gap-x-5 gap-y-5 border-b border-line py-7 sm:grid-cols-[120px_minmax(0,1fr)] sm:gap-x-8"
    >
      <ResponsiveImage
        sizes="(min-width: 640px) 120px, 88px"
        src={line.product_image}
        alt=""
        width={800}
        height={1000}
        className="aspect-[4/5] w-full bg-sand object-cover sm:row-span-2"
      />
      <div className="grid content-start gap-4">
        <div>
          <h3 className="font-display text-lg leading-snug">
            <Link to={`/product/${line.product_detail_id}`} className="hover:underline">
              {line.product_name}
            </Link>
          </h3>
          <p className="mt-1 text-sm text-muted">{m.size_of({ size: line.size_code })}</p>
        </div>
        <StarRatingInput
          legend={m.your_rating()}
          value={rating}
          onChange={setRating}
          disabled={sending}
        />
      </div>
      <div className="col-span-2 grid gap-4 sm:col-span-1 sm:col-start-2">
        <div>
          <label
            htmlFor={commentId}
            className="text-[11px] font-semibold tracking-[0.22em] uppercase"
          >
            {m.your_review()}{' '}
            <span className="font-normal tracking-normal normal-case text-muted">
              {m.optional()}
            </span>
          </label>
          <textarea
            id={commentId}
            rows={3}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            disabled={sending}
            placeholder={m.review_placeholder()}
            className="mt-2 block w-full resize-y border border-line bg-white px-3 py-2 text-[15px] placeholder:text-muted focus:border-ink focus-visible:outline-offset-2"
          />
        </div>
        <button
          type="submit"
          className="btn-primary justify-self-start"
          disabled={sending}
          aria-busy={sending}
        >
          {m.submit_review()}
        </button>
      </div>
    </form>
  )
}
