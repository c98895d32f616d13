import { useQuery } from '@tanstack/react-query'
import { getOrdersToPrint } from '@store/contract/admin/order-bulk'
import { callApi } from '@/lib/api-client'

/** The orders of one print run, read in one call, in the order they were selected. */
export const useOrdersToPrint = (refs: string) =>
  useQuery({
    queryKey: ['orders-to-print', refs],
    queryFn: async ({ signal }) => (await callApi(getOrdersToPrint, { refs }, { signal })).data,
    retry: false,
  })
