import { useMutation, useQueryClient } from '@tanstack/react-query'
import { updatePromoBundle } from '@store/contract/admin/promo-bundles'
import type { PromoBundleFormOutput } from '@store/contract/admin/promo-bundles'
import { callApi } from '@/lib/api-client'
import { PROMO_BUNDLES } from './promo-bundle-keys'

export type PromoBundleUpdate = PromoBundleFormOutput & { id: number; version: string }

export const updateBundle = (input: PromoBundleUpdate) => callApi(updatePromoBundle, input)

/** A change of the version the bundle was read as; someone's save since is refused (409). */
export function useUpdatePromoBundle() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateBundle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROMO_BUNDLES }),
  })
}
