import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { listPromoCodes } from '@store/contract/admin/promotions'
import type { PromoCodeListQuery } from '@store/contract/admin/promotions'
import { callApi } from '@/lib/api-client'
import type { AnswerOf } from '@/lib/api-client'
import { PROMO_CODE_LISTS } from './promo-code-keys'

export type PromoCodePage = AnswerOf<typeof listPromoCodes>['data']

export const getPromoCodes = async (query: PromoCodeListQuery, signal?: AbortSignal) =>
  (await callApi(listPromoCodes, query, { signal })).data

export const promoCodesQueryOptions = (query: PromoCodeListQuery) =>
  queryOptions({
    queryKey: [...PROMO_CODE_LISTS, query],
    queryFn: ({ signal }) => getPromoCodes(query, signal),
    placeholderData: keepPreviousData,
  })

/** A page of promo codes, searched and filtered by state. */
export const usePromoCodes = (query: PromoCodeListQuery) => useQuery(promoCodesQueryOptions(query))
