import { queryOptions, useQuery } from '@tanstack/react-query'
import { getOrderDetail } from '@store/contract/admin/order-detail'
import { callApi } from '@/lib/api-client'

export const getOrder = async (ref: string, signal?: AbortSignal) =>
  (await callApi(getOrderDetail, { ref }, { signal })).data

export const orderDetailQueryOptions = (ref: string) =>
  queryOptions({
    queryKey: ['order', ref],
    queryFn: ({ signal }) => getOrder(ref, signal),
    retry: false,
  })

/** One order whole: lines, buyer, shipping, payment, timeline and notes. */
export const useOrderDetail = (ref: string) => useQuery(orderDetailQueryOptions(ref))
