import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { listAuditLog } from '@store/contract/admin/audit'
import type { AuditQuery } from '@store/contract/admin/audit'
import { callApi } from '@/lib/api-client'
import type { AnswerOf } from '@/lib/api-client'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/page-header'
import { AuditFilters } from './audit-filters'
import type { FilterName } from './audit-filters'
import { AuditCards } from './audit-cards'
import { AuditTable } from './audit-table'

export type AuditLogOptions = AnswerOf<typeof listAuditLog>['data']['options']

const queryOf = (params: URLSearchParams): AuditQuery => ({
  staff_id: params.get('staff_id') ?? undefined,
  entity: params.get('entity') ?? undefined,
  action: params.get('action') ?? undefined,
  from: params.get('from') ?? undefined,
  to: params.get('to') ?? undefined,
  page: params.get('page') ?? undefined,
})

export function AuditPage() {
  const [params, setParams] = useSearchParams()
  const query = queryOf(params)
  const log = useQuery({
    queryKey: ['audit', query],
    queryFn: async () => (await callApi(listAuditLog, query)).data,
    placeholderData: keepPreviousData,
    retry: false,
  })
  const change = (name: FilterName | 'page', value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      if (value) next.set(name, value)
      else next.delete(name)
      if (name !== 'page') next.delete('page')
      return next
    })
  const data = log.data
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1
  return (
    <>
      <PageHeader title="Audit log" />
      <AuditFilters params={params} options={data?.options} onChange={change} />
      {log.error && (
        <p role="alert" className="mb-4 rounded-md bg-red-50 px-4 py-3 text-sm text-danger">
          {log.error.message}
        </p>
      )}
      {log.isPending && (
        <p role="status" className="text-muted">
          Loading the log…
        </p>
      )}
      {data && (
        <>
          <AuditTable entries={data.entries} />
          <AuditCards entries={data.entries} />
          <nav
            aria-label="Pages"
            className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm"
          >
            <p className="text-muted">
              {data.total} {data.total === 1 ? 'change' : 'changes'} · page {data.page} of {pages}
            </p>
            <div className="flex gap-2">
              <Button
                variant="secondary"
                disabled={data.page <= 1}
                onClick={() => change('page', String(data.page - 1))}
              >
                Newer
              </Button>
              <Button
                variant="secondary"
                disabled={data.page >= pages}
                onClick={() => change('page', String(data.page + 1))}
              >
                Older
              </Button>
            </div>
          </nav>
        </>
      )}
    </>
  )
}
