import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { setPromoCodeActive } from '@store/contract/admin/promotions'
import type { AdminPromoCode } from '@store/contract/admin/promotions'
import { callApi } from '@/lib/api-client'
import type { PromoCodePage } from './get-promo-codes'
import { PROMO_CODES, PROMO_CODE_LISTS } from './promo-code-keys'

export const switchPromoCode = (input: { id: number; is_active: boolean }) =>
  callApi(setPromoCodeActive, input)

/** Switching off shows at once; a refusal puts the row back and shows the server's message. */
export function useSwitchPromoCode() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: switchPromoCode,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: PROMO_CODES })
      const lists = queryClient.getQueriesData<PromoCodePage>({ queryKey: PROMO_CODE_LISTS })
      for (const [key, list] of lists) {
        if (!list) continue
        const items = list.items.map((item): AdminPromoCode =>
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
    onSettled: () => void queryClient.invalidateQueries({ queryKey: PROMO_CODES }),
  })
}
