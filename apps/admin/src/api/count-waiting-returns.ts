import { queryOptions, useQuery } from '@tanstack/react-query'
import { listReturns } from '@store/contract/admin/returns'
import type { ReturnState } from '@store/contract/returns'
import { callApi } from '@/lib/api-client'

/**
 * The returns waiting for staff (decision 093): a request to approve or
 * refuse, a parcel received to check and restock, a checked return whose
 * exchange or refund is still to go. An approved return waits for its parcel,
 * the later states for the buyer or the ledger, so they are not counted.
 */
export const WAITING_STATES = [
  'REQUESTED',
  'RECEIVED',
  'RESTOCKED',
] as const satisfies readonly ReturnState[]

const countIn = async (state: ReturnState, signal: AbortSignal) =>
  (await callApi(listReturns, { state }, { signal })).data.total

export const waitingReturnsQueryOptions = () =>
  queryOptions({
    queryKey: ['returns', 'list', 'waiting'],
    queryFn: async ({ signal }) => {
      const totals = await Promise.all(WAITING_STATES.map((state) => countIn(state, signal)))
      return totals.reduce((sum, total) => sum + total, 0)
    },
    refetchInterval: 60_000,
    retry: false,
  })

/** How many returns wait for staff, in the showrooms this account sees. */
export const useWaitingReturns = () => useQuery(waitingReturnsQueryOptions())
