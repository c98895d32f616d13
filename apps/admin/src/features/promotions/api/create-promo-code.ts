import { useMutation, useQueryClient } from '@tanstack/react-query'
import { createPromoCode } from '@store/contract/admin/promotions'
import type { PromoCodeFormOutput } from '@store/contract/admin/promotions'
import { callApi } from '@/lib/api-client'
import { PROMO_CODES } from './promo-code-keys'

export const createCode = (input: PromoCodeFormOutput) => callApi(createPromoCode, input)

/** A new promo code; every promo code answer is read again after it. */
export function useCreatePromoCode() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROMO_CODES }),
  })
}
