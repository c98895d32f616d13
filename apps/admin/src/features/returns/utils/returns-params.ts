import { RETURN_REASONS, RETURN_STATES } from '@store/contract/returns'
import type { ReturnsQuery } from '@store/contract/admin/returns'
import { idOf, textOf } from '@/lib/list-params'

export const RETURN_FILTERS = ['state', 'reason', 'showroom', 'from', 'to', 'q'] as const
export type ReturnFilterName = (typeof RETURN_FILTERS)[number]

const known = <T extends string>(values: readonly T[], raw: string | null) =>
  values.find((value) => value === raw)

/**
 * The returns list's filters and page as the address holds them; a value the
 * list does not know is left out, and the server checks the rest.
 */
export const returnsQueryOf = (params: URLSearchParams): ReturnsQuery => ({
  state: known(RETURN_STATES, params.get('state')),
  reason: known(RETURN_REASONS, params.get('reason')),
  showroom: idOf(params.get('showroom')),
  from: params.get('from') || undefined,
  to: params.get('to') || undefined,
  q: textOf(params.get('q')),
  page: params.get('page') || undefined,
})
