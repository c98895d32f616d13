import { useQuery } from '@tanstack/react-query'
import { listReturns } from '@store/contract/admin/returns'
import { callApi } from '@/lib/api-client'

/** The returns of the order a pick-up QR names that still wait for their parcel. */
export const useReturnsToReceive = (orderRef: string | null) =>
  useQuery({
    queryKey: ['returns', 'list', 'to-receive', orderRef],
    queryFn: async ({ signal }) => {
      const { returns } = (await callApi(listReturns, { q: orderRef ?? '' }, { signal })).data
      return returns.filter((item) => item.state === 'REQUESTED' || item.state === 'APPROVED')
    },
    enabled: orderRef !== null,
    retry: false,
  })
