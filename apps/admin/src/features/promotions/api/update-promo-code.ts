import { useMutation, useQueryClient } from '@tanstack/react-query'
import { updatePromoCode } from '@store/contract/admin/promotions'
import type { PromoCodeFormOutput } from '@store/contract/admin/promotions'
import { callApi } from '@/lib/api-client'
import { PROMO_CODES } from './promo-code-keys'

export type PromoCodeUpdate = PromoCodeFormOutput & { id: number; version: string }

export const updateCode = (input: PromoCodeUpdate) => callApi(updatePromoCode, input)

/** A change of the version the code was read as; someone's save since is refused (409). */
export function useUpdatePromoCode() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROMO_CODES }),
  })
}
