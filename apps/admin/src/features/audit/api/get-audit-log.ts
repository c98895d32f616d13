import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { listAuditLog } from '@store/contract/admin/audit'
import type { AuditQuery } from '@store/contract/admin/audit'
import { callApi } from '@/lib/api-client'
import type { AnswerOf } from '@/lib/api-client'

export type AuditLogOptions = AnswerOf<typeof listAuditLog>['data']['options']

export const getAuditLog = async (query: AuditQuery, signal?: AbortSignal) =>
  (await callApi(listAuditLog, query, { signal })).data

export const auditLogQueryOptions = (query: AuditQuery) =>
  queryOptions({
    queryKey: ['audit', query],
    queryFn: ({ signal }) => getAuditLog(query, signal),
    placeholderData: keepPreviousData,
    retry: false,
  })

/** A page of the log, newest first, with what its filters can choose from. */
export const useAuditLog = (query: AuditQuery) => useQuery(auditLogQueryOptions(query))
