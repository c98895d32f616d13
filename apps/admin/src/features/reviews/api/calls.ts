import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { listReviews, setReviewHidden } from '@store/contract/admin/review-moderation'
import type { ReviewQuery } from '@store/contract/admin/review-moderation'
import { callApi } from '@/lib/api-client'
import type { AnswerOf } from '@/lib/api-client'

type ReviewPage = AnswerOf<typeof listReviews>['data']

export const useReviews = (query: ReviewQuery) =>
  useQuery({
    queryKey: ['reviews', query],
    queryFn: async () => (await callApi(listReviews, query)).data,
    placeholderData: keepPreviousData,
    retry: false,
  })

/**
 * Hides or shows a review at once on screen; if the server refuses (someone
 * else got there first), the list goes back and the server's message shows.
 */
export function useSetReviewHidden(query: ReviewQuery) {
  const queryClient = useQueryClient()
  const key = ['reviews', query]
  return useMutation({
    mutationFn: (change: { id: number; hidden: boolean }) => callApi(setReviewHidden, change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key })
      const before = queryClient.getQueryData<ReviewPage>(key)
      if (before)
        queryClient.setQueryData<ReviewPage>(key, {
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
      if (context?.before) queryClient.setQueryData(key, context.before)
      toast.error(error.message)
    },
    onSuccess: (answer) => toast.success(answer.data.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['reviews'] }),
  })
}
