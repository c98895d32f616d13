import type { AuditQuery } from '@store/contract/admin/audit'

export const AUDIT_FILTERS = ['staff_id', 'actor', 'entity', 'action', 'from', 'to'] as const
export type FilterName = (typeof AUDIT_FILTERS)[number]

/** The log's filters and page as the address holds them; the server checks each. */
export const auditQueryOf = (params: URLSearchParams): AuditQuery => ({
  staff_id: params.get('staff_id') || undefined,
  actor: (params.get('actor') || undefined) as AuditQuery['actor'],
  entity: params.get('entity') || undefined,
  action: params.get('action') || undefined,
  from: params.get('from') || undefined,
  to: params.get('to') || undefined,
  page: params.get('page') || undefined,
})
