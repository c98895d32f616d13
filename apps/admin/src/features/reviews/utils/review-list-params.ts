import { useSearchParams } from 'react-router'
import { REVIEW_SORTS, REVIEW_STATES } from '@store/contract/admin/review-moderation'

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.find((candidate) => candidate === value) ?? fallback

/** Sort, filters and page of the moderation list, kept in the URL. */
export function useReviewListParams() {
  const [params, setParams] = useSearchParams()
  const page = Number(params.get('page'))
  const rating = Number(params.get('rating'))
  const query = {
    sort: oneOf(REVIEW_SORTS, params.get('sort'), 'newest'),
    state: oneOf(REVIEW_STATES, params.get('state'), 'all'),
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : undefined,
    product: params.get('product') ?? undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  }
  const update = (change: Record<string, string | number | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      for (const [name, value] of Object.entries(change)) {
        if (value === '' || value === undefined) next.delete(name)
        else next.set(name, String(value))
      }
      if (!('page' in change)) next.delete('page')
      return next
    })
  return { query, update }
}
