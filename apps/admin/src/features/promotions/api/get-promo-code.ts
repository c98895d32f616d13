import { queryOptions, skipToken, useQuery } from '@tanstack/react-query'
import { getPromoCode } from '@store/contract/admin/promotions'
import { callApi } from '@/lib/api-client'
import { PROMO_CODES } from './promo-code-keys'

export const getCode = async (id: number, signal?: AbortSignal) =>
  (await callApi(getPromoCode, { id }, { signal })).data

export const promoCodeQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: [...PROMO_CODES, 'detail', id],
    queryFn: id === null ? skipToken : ({ signal }) => getCode(id, signal),
  })

/** One promo code to edit; nothing is asked for a new one. */
export const usePromoCode = (id: number | null) => useQuery(promoCodeQueryOptions(id))
