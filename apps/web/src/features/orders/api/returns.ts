import { queryOptions } from '@tanstack/react-query'
import type { OrderLink } from '@store/contract/order-link'
import type { ReturnRequestInput } from '@store/contract/returns'
import { fetchCall } from '@/lib/api-client'

/** Whose order a return is asked for: a member's by its id, a guest's by its signed link. */
export type ReturnTarget = { kind: 'member'; id: number } | { kind: 'link'; link: OrderLink }

export const returnsKey = (target: ReturnTarget) =>
  target.kind === 'member'
    ? ['user', 'returns', target.id]
    : ['order-link', target.link.ref, target.link.key, 'returns']

/** What the order offers to return now and its returns; asked afresh each time it is shown. */
export const returnOptionsQuery = (target: ReturnTarget) =>
  queryOptions({
    queryKey: returnsKey(target),
    queryFn: async () =>
      target.kind === 'member'
        ? (await fetchCall('getMemberReturns', { id: target.id })).data
        : (await fetchCall('getLinkedReturns', target.link)).data,
    staleTime: 0,
  })

/** One request; the form's key makes a repeat (double click, second tab) answer the first. */
export async function requestReturn(target: ReturnTarget, fields: ReturnRequestInput) {
  const answer =
    target.kind === 'member'
      ? await fetchCall('requestMemberReturn', { ...fields, id: target.id })
      : await fetchCall('requestLinkedReturn', { ...fields, ...target.link })
  return answer.data
}

/** The showrooms whose counter takes a return, as the store locator lists them. */
export const counterShowroomsQuery = () =>
  queryOptions({
    queryKey: ['showroom-regions', { store_listing: 1 }, 'counters'],
    queryFn: async () =>
      (await fetchCall('getShowroomRegions', { store_listing: 1 })).data.showroom_region_list
        .flatMap((region) => region.showrooms)
        .sort((a, b) => a.showroom_name.localeCompare(b.showroom_name)),
  })

/** The exchange's own waybill, tracked afresh each time it is shown. */
export const exchangeTrackingQuery = (target: ReturnTarget, returnRef: string) =>
  queryOptions({
    queryKey: [...returnsKey(target), returnRef, 'tracking'],
    queryFn: async () =>
      target.kind === 'member'
        ? (await fetchCall('getMemberExchangeTracking', { id: target.id, return_ref: returnRef }))
            .data.order_tracking
        : (await fetchCall('getLinkedExchangeTracking', { ...target.link, return_ref: returnRef }))
            .data.order_tracking,
    staleTime: 0,
  })
