import * as m from '#messages'
import { REVIEWS_PAGE_SIZE } from '@store/contract/admin/review-moderation'
import { FilterBar } from '@/components/filter-bar/filter-bar'
import { FilterSelect } from '@/components/filter-bar/filter-controls'
import { Pager } from '@/components/pager'
import { PageHeader } from '@/components/ui/page-header'
import { useListParams } from '@/lib/list-params'
import { useReviews } from '../api/get-reviews'
import { useSetReviewHidden } from '../api/set-review-hidden'
import { reviewQueryOf } from '../utils/review-list-params'
import { ReviewCard } from './review-card'

const SORTS = [
  { value: 'newest', label: m.newest_first() },
  { value: 'lowest', label: m.lowest_rating_first() },
  { value: 'highest', label: m.highest_rating_first() },
]
const STARS = [5, 4, 3, 2, 1].map((stars) => ({
  value: String(stars),
  label: `${stars} ${stars === 1 ? 'star' : 'stars'}`,
}))
const VISIBILITY = [
  { value: 'all', label: m.all() },
  { value: 'shown', label: m.shown() },
  { value: 'hidden', label: m.hidden() },
]

/** Moderation of the shop's reviews (OWNER and STAFF); the reviewer is never told. */
export function ReviewsPage() {
  const { query, update } = useListParams(reviewQueryOf)
  const reviews = useReviews(query)
  const toggle = useSetReviewHidden(query)
  const data = reviews.data
  return (
    <>
      <PageHeader title={m.nav_reviews()} />
      <FilterBar
        search={{
          label: m.product_code_or_name(),
          value: query.product ?? '',
          onSearch: (product) => update({ product }),
        }}
        grid="grid grid-cols-2 gap-3 md:grid-cols-3"
      >
        <FilterSelect
          label={m.sort()}
          value={query.sort}
          choices={SORTS}
          onChange={(sort) => update({ sort })}
        />
        <FilterSelect
          label={m.stars()}
          value={String(query.rating ?? '')}
          all={m.any()}
          choices={STARS}
          onChange={(rating) => update({ rating })}
        />
        <FilterSelect
          label={m.visibility()}
          value={query.state}
          choices={VISIBILITY}
          onChange={(state) => update({ state })}
        />
      </FilterBar>
      {reviews.error && (
        <p role="alert" className="mb-4 rounded-md bg-red-50 px-4 py-3 text-sm text-danger">
          {reviews.error.message}
        </p>
      )}
      {reviews.isPending && (
        <p role="status" className="text-muted">
          {m.loading_reviews()}
        </p>
      )}
      {data && data.reviews.length === 0 && <p className="text-muted">{m.no_review_matches()}</p>}
      {data && data.reviews.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label={m.nav_reviews()}>
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
