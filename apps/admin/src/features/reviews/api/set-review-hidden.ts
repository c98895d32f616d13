import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { setReviewHidden } from '@store/contract/admin/review-moderation'
import type { ReviewQuery } from '@store/contract/admin/review-moderation'
import { callApi } from '@/lib/api-client'
import { reviewsQueryOptions } from './get-reviews'
import type { ReviewPage } from './get-reviews'

export const hideReview = (change: { id: number; hidden: boolean }) =>
  callApi(setReviewHidden, change)

/**
 * Hides or shows a review at once on screen; if the server refuses (someone
 * else got there first), the list goes back and the server's message shows.
 */
export function useSetReviewHidden(query: ReviewQuery) {
  const queryClient = useQueryClient()
  const { queryKey } = reviewsQueryOptions(query)
  return useMutation({
    mutationFn: hideReview,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey })
      const before = queryClient.getQueryData<ReviewPage>(queryKey)
      if (before)
        queryClient.setQueryData<ReviewPage>(queryKey, {
          ...before,
          reviews: before.reviews.map((review) =>
            review.id === change.id
              ? { ...review, hidden_at: change.hidden ? 'now' : null }
              : review,
          ),
        })
      return { before }
    },
    onError: (error, _change, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before)
      toast.error(error.message)
    },
    onSuccess: (answer) => toast.success(answer.data.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['reviews'] }),
  })
}
