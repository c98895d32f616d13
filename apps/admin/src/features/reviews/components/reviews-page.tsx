import { useState } from 'react'
import { REVIEWS_PAGE_SIZE } from '@store/contract/admin/review-moderation'
import { Pager } from '@/components/pager'
import { Button } from '@/components/ui/button'
import { InputField, SelectField } from '@/components/ui/field'
import { PageHeader } from '@/components/ui/page-header'
import { useReviews, useSetReviewHidden } from '../api/calls'
import { useReviewListParams } from '../utils/review-list-params'
import { ReviewCard } from './review-card'

/** Moderation of the shop's reviews (OWNER and STAFF); the reviewer is never told. */
export function ReviewsPage() {
  const { query, update } = useReviewListParams()
  const reviews = useReviews(query)
  const toggle = useSetReviewHidden(query)
  const [product, setProduct] = useState(query.product ?? '')
  const data = reviews.data
  return (
    <>
      <PageHeader title="Reviews" />
      <form
        role="search"
        className="mb-3 flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          update({ product: product.trim() })
        }}
      >
        <div className="flex-1">
          <InputField
            label="Product code or name"
            type="search"
            value={product}
            onChange={(event) => setProduct(event.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      <div className="mb-4 grid grid-cols-2 gap-3 md:grid-cols-3">
        <SelectField
          label="Sort"
          value={query.sort}
          onChange={(e) => update({ sort: e.target.value })}
        >
          <option value="newest">Newest first</option>
          <option value="lowest">Lowest rating first</option>
          <option value="highest">Highest rating first</option>
        </SelectField>
        <SelectField
          label="Stars"
          value={query.rating ?? ''}
          onChange={(e) => update({ rating: e.target.value })}
        >
          <option value="">Any</option>
          {[5, 4, 3, 2, 1].map((stars) => (
            <option key={stars} value={stars}>
              {stars} {stars === 1 ? 'star' : 'stars'}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Visibility"
          value={query.state}
          onChange={(e) => update({ state: e.target.value })}
        >
          <option value="all">All</option>
          <option value="shown">Shown</option>
          <option value="hidden">Hidden</option>
        </SelectField>
      </div>
      {reviews.error && (
        <p role="alert" className="mb-4 rounded-md bg-red-50 px-4 py-3 text-sm text-danger">
          {reviews.error.message}
        </p>
      )}
      {reviews.isPending && (
        <p role="status" className="text-muted">
          Loading reviews…
        </p>
      )}
      {data && data.reviews.length === 0 && (
        <p className="text-muted">No review matches these filters.</p>
      )}
      {data && data.reviews.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label="Reviews">
          {data.reviews.map((review) => (
            <ReviewCard
              key={review.id}
              review={review}
              busy={toggle.isPending && toggle.variables.id === review.id}
              onToggle={() => toggle.mutate({ id: review.id, hidden: review.hidden_at === null })}
            />
          ))}
        </ul>
      )}
      {data && (
        <Pager
          page={data.page}
          total={data.total}
          perPage={REVIEWS_PAGE_SIZE}
          noun={['review', 'reviews']}
          onPage={(next) => update({ page: next })}
        />
      )}
    </>
  )
}
