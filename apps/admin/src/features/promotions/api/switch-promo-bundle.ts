import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { setPromoBundleActive } from '@store/contract/admin/promo-bundles'
import type { AdminPromoBundle } from '@store/contract/admin/promo-bundles'
import { callApi } from '@/lib/api-client'
import type { PromoBundleList } from './get-promo-bundles'
import { PROMO_BUNDLES, PROMO_BUNDLE_LISTS } from './promo-bundle-keys'

export const switchPromoBundle = (input: { id: number; is_active: boolean }) =>
  callApi(setPromoBundleActive, input)

/** Switching off shows at once; a refusal puts the row back and shows the server's message. */
export function useSwitchPromoBundle() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: switchPromoBundle,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: PROMO_BUNDLES })
      const lists = queryClient.getQueriesData<PromoBundleList>({ queryKey: PROMO_BUNDLE_LISTS })
      for (const [key, list] of lists) {
        if (!list) continue
        const items = list.items.map((item): AdminPromoBundle =>
          item.id === input.id
            ? { ...item, is_active: input.is_active, state: input.is_active ? item.state : 'OFF' }
            : item,
        )
        queryClient.setQueryData(key, { ...list, items })
      }
      return { lists }
    },
    onError: (error, _input, context) => {
      for (const [key, list] of context?.lists ?? []) queryClient.setQueryData(key, list)
      toast.error(error.message)
    },
    // Not awaited: the row says it is switched as soon as the server agrees.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: PROMO_BUNDLES }),
  })
}
