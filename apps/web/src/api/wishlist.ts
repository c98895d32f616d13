import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError, fetchCall, handleApiError } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { useAppState } from '@/stores/app-state'
import { refetchAfterChange } from '@/lib/query-client'

export const WISHLIST_KEY = ['user', 'wishlist']

/** The member's whole wishlist; fetched once a member is known (spec section 4). */
export const wishlistQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: WISHLIST_KEY,
    queryFn: async () => (await fetchCall('getWishlist')).user_wishlists,
    enabled,
  })

export function useWishlist() {
  const signedIn = useAppState((state) => state.isSignedIn)
  return useQuery(wishlistQuery(signedIn))
}

/** Adds or removes a product on the server, then reloads the list. */
export function useWishlistToggle() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ productId, add }: { productId: number; add: boolean }) =>
      fetchCall(add ? 'addWishlistItem' : 'removeWishlistItem', { product_detail_id: productId }),
    onSuccess: async (answer) => {
      toast.success(answer.message)
      await refetchAfterChange(queryClient, WISHLIST_KEY)
    },
    onError: (error) => {
      if (error instanceof ApiError) handleApiError(error.result)
    },
  })
}
