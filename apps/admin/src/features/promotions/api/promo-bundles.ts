import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { AdminPromoBundle, BundlingType } from '@store/contract/admin/promo-bundles'
import {
  getPromoBundle,
  listPromoBundles,
  searchBundleTargets,
  setPromoBundleActive,
} from '@store/contract/admin/promo-bundles'
import type { PROMOTION_FILTERS } from '@store/contract/admin/promotion-fields'
import { callApi } from '@/lib/api-client'

export const promoBundlesKey = ['promo-bundles'] as const
type Filter = (typeof PROMOTION_FILTERS)[number]

export const promoBundleListQuery = (status: Filter) =>
  queryOptions({
    queryKey: [...promoBundlesKey, 'list', status],
    queryFn: async ({ signal }) => (await callApi(listPromoBundles, { status }, { signal })).data,
  })

export const usePromoBundles = (status: Filter) => useQuery(promoBundleListQuery(status))

export const usePromoBundle = (id: number | null) =>
  useQuery({
    queryKey: [...promoBundlesKey, 'detail', id],
    queryFn: async ({ signal }) =>
      (await callApi(getPromoBundle, { id: id ?? 0 }, { signal })).data,
    enabled: id !== null,
  })

export const useBundleTargets = (type: BundlingType, q: string) =>
  useQuery({
    queryKey: [...promoBundlesKey, 'targets', type, q],
    queryFn: async ({ signal }) =>
      (await callApi(searchBundleTargets, { bundling_type: type, q }, { signal })).data.items,
    staleTime: 60_000,
  })

/** Switching off shows at once; a refusal puts the row back and shows the server's message. */
export function useSwitchPromoBundle() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { id: number; is_active: boolean }) => callApi(setPromoBundleActive, input),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: promoBundlesKey })
      const lists = queryClient.getQueriesData<{ items: AdminPromoBundle[] }>({
        queryKey: [...promoBundlesKey, 'list'],
      })
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
    onSuccess: ({ data }) =>
      toast.success(`${data.name} is switched ${data.is_active ? 'on' : 'off'}.`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: promoBundlesKey }),
  })
}
