import type { OrdersBoardQuery } from '@store/contract/admin/orders-board'

export const FILTER_NAMES = [
  'status',
  'group',
  'type',
  'showroom_id',
  'from',
  'to',
  'payment',
  'q',
  'attention',
] as const
export type FilterName = (typeof FILTER_NAMES)[number]

export type BoardFilters = Omit<OrdersBoardQuery, 'cursor'>

/** The board's state is its address: filters, search and the page's cursor. */
export function boardQueryOf(params: URLSearchParams): OrdersBoardQuery {
  const query: Record<string, string> = {}
  for (const name of [...FILTER_NAMES, 'cursor'] as const) {
    const value = params.get(name)
    if (value) query[name] = value
  }
  return query
}

/** A change of filters starts again from the newest orders. */
export const BOARD_RESTART = ['cursor'] as const

/** The counts cover every group: only the other filters narrow them. */
export const countsScope = (filters: BoardFilters): BoardFilters => ({
  ...filters,
  status: undefined,
  group: undefined,
  attention: undefined,
})

/** The filters under the phone's fold that are set (the chips and the search stay in view). */
export const chosenFilters = (params: URLSearchParams) =>
  (['status', 'type', 'showroom_id', 'payment', 'from', 'to'] as const).filter((name) =>
    params.get(name),
  ).length
