import { queryOptions, useQuery } from '@tanstack/react-query'
import { searchBundleTargets } from '@store/contract/admin/promo-bundles'
import type { BundlingType } from '@store/contract/admin/promo-bundles'
import { callApi } from '@/lib/api-client'
import { PROMO_BUNDLES } from './promo-bundle-keys'

export const findTargets = async (type: BundlingType, q: string, signal?: AbortSignal) =>
  (await callApi(searchBundleTargets, { bundling_type: type, q }, { signal })).data.items

export const bundleTargetsQueryOptions = (type: BundlingType, q: string) =>
  queryOptions({
    queryKey: [...PROMO_BUNDLES, 'targets', type, q],
    queryFn: ({ signal }) => findTargets(type, q, signal),
    staleTime: 60_000,
  })

/** Groups, sub-categories or products a bundle may count, found by name (or a product's code). */
export const useBundleTargets = (type: BundlingType, q: string) =>
  useQuery(bundleTargetsQueryOptions(type, q))
