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

/** The board's state is its URL: filters, search and the page's cursor. */
export function boardQueryOf(params: URLSearchParams): OrdersBoardQuery {
  const query: Record<string, string> = {}
  for (const name of [...FILTER_NAMES, 'cursor'] as const) {
    const value = params.get(name)
    if (value) query[name] = value
  }
  return query
}

/** A new filter starts again from the newest orders. */
export function withFilter(current: URLSearchParams, name: FilterName | 'cursor', value: string) {
  const next = new URLSearchParams(current)
  if (value) next.set(name, value)
  else next.delete(name)
  if (name !== 'cursor') next.delete('cursor')
  return next
}
