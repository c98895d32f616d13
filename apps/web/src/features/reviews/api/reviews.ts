import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { productQueryOptions } from '@/api/get-product'
import { ApiError, fetchCall, handleApiError } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { useAppState } from '@/stores/app-state'
import { refetchAfterChange } from '@/lib/query-client'

export const PENDING_REVIEWS_KEY = ['user', 'unreviewed-products']
export const MY_REVIEWS_KEY = ['user', 'reviews']

const pendingReviewsQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: PENDING_REVIEWS_KEY,
    queryFn: async () => (await fetchCall('getUnreviewedProducts')).data.order_details,
    enabled,
  })

const myReviewsQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: MY_REVIEWS_KEY,
    queryFn: async () => (await fetchCall('getMyReviews')).data.user_reviews,
    enabled,
  })

export function usePendingReviews() {
  return useQuery(pendingReviewsQuery(useAppState((state) => state.isSignedIn)))
}

export function useMyReviews() {
  return useQuery(myReviewsQuery(useAppState((state) => state.isSignedIn)))
}

export interface ReviewSubmission {
  order_detail_id: number
  rating: number
  comment?: string
  product_detail_id: number
}

/**
 * Sends one review; on success both lists and the product's own answer are
 * read again, so the line moves from Pending to My Reviews and the product
 * page shows the new rating.
 */
export function useSubmitReview() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ product_detail_id: _product, ...review }: ReviewSubmission) =>
      fetchCall('submitReview', review),
    onSuccess: async (answer, { product_detail_id }) => {
      toast.success(answer.data.message)
      await refetchAfterChange(
        queryClient,
        PENDING_REVIEWS_KEY,
        MY_REVIEWS_KEY,
        productQueryOptions(product_detail_id).queryKey,
      )
    },
    onError: async (error) => {
      if (error instanceof ApiError) handleApiError(error.result)
      else toast.error(error.message)
      // A review made in another tab, or a line no longer reviewable: show what is true now.
      await refetchAfterChange(queryClient, PENDING_REVIEWS_KEY)
    },
  })
}
