import { useMutation, useQueryClient } from '@tanstack/react-query'
import { createPromoBundle } from '@store/contract/admin/promo-bundles'
import type { PromoBundleFormOutput } from '@store/contract/admin/promo-bundles'
import { callApi } from '@/lib/api-client'
import { PROMO_BUNDLES } from './promo-bundle-keys'

export const createBundle = (input: PromoBundleFormOutput) => callApi(createPromoBundle, input)

/** A new promo bundle; every promo bundle answer is read again after it. */
export function useCreatePromoBundle() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createBundle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROMO_BUNDLES }),
  })
}
