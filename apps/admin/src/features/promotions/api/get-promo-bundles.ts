import { queryOptions, useQuery } from '@tanstack/react-query'
import { listPromoBundles } from '@store/contract/admin/promo-bundles'
import { callApi } from '@/lib/api-client'
import type { AnswerOf } from '@/lib/api-client'
import type { PromotionFilter } from '../utils/promotion-params'
import { PROMO_BUNDLE_LISTS } from './promo-bundle-keys'

export type PromoBundleList = AnswerOf<typeof listPromoBundles>['data']

export const getPromoBundles = async (status: PromotionFilter, signal?: AbortSignal) =>
  (await callApi(listPromoBundles, { status }, { signal })).data

export const promoBundlesQueryOptions = (status: PromotionFilter) =>
  queryOptions({
    queryKey: [...PROMO_BUNDLE_LISTS, status],
    queryFn: ({ signal }) => getPromoBundles(status, signal),
  })

/** Every promo bundle in a state (a shop has a handful): one list, no pages. */
export const usePromoBundles = (status: PromotionFilter) =>
  useQuery(promoBundlesQueryOptions(status))
