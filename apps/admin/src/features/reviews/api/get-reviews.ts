import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { listReviews } from '@store/contract/admin/review-moderation'
import type { ReviewQuery } from '@store/contract/admin/review-moderation'
import { callApi } from '@/lib/api-client'
import type { AnswerOf } from '@/lib/api-client'

export type ReviewPage = AnswerOf<typeof listReviews>['data']

export const getReviews = async (query: ReviewQuery, signal?: AbortSignal) =>
  (await callApi(listReviews, query, { signal })).data

export const reviewsQueryOptions = (query: ReviewQuery) =>
  queryOptions({
    queryKey: ['reviews', query],
    queryFn: ({ signal }) => getReviews(query, signal),
    placeholderData: keepPreviousData,
    retry: false,
  })

/** A page of the shop's reviews, sorted and filtered for moderation. */
export const useReviews = (query: ReviewQuery) => useQuery(reviewsQueryOptions(query))
