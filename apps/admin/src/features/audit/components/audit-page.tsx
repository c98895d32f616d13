import * as m from '#messages'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/page-header'
import { useListParams } from '@/lib/list-params'
import { useAuditLog } from '../api/get-audit-log'
import { auditQueryOf } from '../utils/audit-params'
import { AuditFilters } from './audit-filters'
import { AuditTable } from './audit-table'

/** /audit: every change staff and the terminal made, newest first (OWNER only). */
export function AuditPage() {
  const { query, params, update } = useListParams(auditQueryOf)
  const log = useAuditLog(query)
  const data = log.data
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1
  return (
    <>
      <PageHeader title={m.nav_audit()} />
      <AuditFilters params={params} options={data?.options} onChange={update} />
      {log.error && (
        <p role="alert" className="mb-4 rounded-md bg-red-50 px-4 py-3 text-sm text-danger">
          {log.error.message}
        </p>
      )}
      {log.isPending && (
        <p role="status" className="text-muted">
          {m.loading_log()}
        </p>
      )}
      {data && (
        <>
          <AuditTable entries={data.entries} />
          <nav
            aria-label={m.pages()}
            className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm"
          >
            <p className="text-muted">
              {m.changes_count({ count: data.total })} · {m.page_of({ page: data.page, pages })}
            </p>
            <div className="flex gap-2">
              <Button
                variant="secondary"
                disabled={data.page <= 1}
                onClick={() => update({ page: data.page - 1 })}
              >
                {m.newer()}
              </Button>
              <Button
                variant="secondary"
                disabled={data.page >= pages}
                onClick={() => update({ page: data.page + 1 })}
              >
                {m.older()}
              </Button>
            </div>
          </nav>
        </>
      )}
    </>
  )
}
