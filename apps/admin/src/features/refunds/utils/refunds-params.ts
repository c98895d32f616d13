import type { RefundsQuery } from '@store/contract/admin/refunds'

export const REFUND_FILTERS = ['status', 'from', 'to', 'channel'] as const
export type RefundFilterName = (typeof REFUND_FILTERS)[number]

/**
 * The ledger's filters and page as the address holds them; the server checks
 * each. It opens on what is owed, the finance team's work.
 */
export const refundsQueryOf = (params: URLSearchParams): RefundsQuery => {
  const status = params.get('status') ?? 'OWED'
  return {
    status: status === '' ? undefined : (status as RefundsQuery['status']),
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
    channel: params.get('channel') || undefined,
    page: params.get('page') || undefined,
  }
}
