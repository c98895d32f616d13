import * as m from '#messages'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/page-header'
import { useListParams } from '@/lib/list-params'
import { useReturnShowrooms, useReturns } from '../api/list-returns'
import { returnsQueryOf } from '../utils/returns-params'
import { ReturnsFilters } from './returns-filters'
import { ReturnsTable } from './returns-table'

/** /returns: returns and size exchanges, newest first (decision 086); a SHOWROOM account sees its showrooms'. */
export function ReturnsPage() {
  const { query, params, update } = useListParams(returnsQueryOf)
  const returns = useReturns(query)
  const showrooms = useReturnShowrooms()
  const data = returns.data
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1
  return (
    <>
      <PageHeader title={m.nav_returns()} />
      <ReturnsFilters
        params={params}
        showrooms={showrooms.data}
        onChange={(name, value) => update({ [name]: value })}
      />
      {returns.error && (
        <p role="alert" className="mb-4 rounded-md bg-red-50 px-4 py-3 text-sm text-danger">
          {returns.error.message}
        </p>
      )}
      {returns.isPending && (
        <p role="status" className="text-muted">
          {m.returns_loading()}
        </p>
      )}
      {data && (
        <>
          <ReturnsTable returns={data.returns} />
          <nav
            aria-label={m.pages()}
            className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm"
          >
            <p className="text-muted">{m.page_of({ page: data.page, pages })}</p>
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
