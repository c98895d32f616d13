import * as m from '#messages'
import { useState } from 'react'
import type { LedgerRefund } from '@store/contract/admin/refunds'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/page-header'
import { formatRupiah } from '@/i18n/locale'
import { useListParams } from '@/lib/list-params'
import { useRefunds } from '../api/list-refunds'
import { refundsQueryOf } from '../utils/refunds-params'
import { MarkPaidDialog } from './mark-paid-dialog'
import { RefundsFilters } from './refunds-filters'
import { RefundsTable } from './refunds-table'

/** /refunds: the refunds ledger, owed first, for the roles that handle money (decision 079). */
export function RefundsPage() {
  const { query, params, update } = useListParams(refundsQueryOf)
  const refunds = useRefunds(query)
  const [paying, setPaying] = useState<LedgerRefund | null>(null)
  const data = refunds.data
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1
  return (
    <>
      <PageHeader title={m.nav_refunds()} />
      <RefundsFilters
        params={params}
        channels={data?.channels}
        onChange={(name, value) => update({ [name]: value })}
      />
      {refunds.error && (
        <p role="alert" className="mb-4 rounded-md bg-red-50 px-4 py-3 text-sm text-danger">
          {refunds.error.message}
        </p>
      )}
      {refunds.isPending && (
        <p role="status" className="text-muted">
          {m.refunds_loading()}
        </p>
      )}
      {data && (
        <>
          <RefundsTable refunds={data.refunds} onMarkPaid={setPaying} />
          <nav
            aria-label={m.pages()}
            className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm"
          >
            <p className="text-muted">
              {m.refunds_count({ count: data.total, amount: formatRupiah(data.total_amount) })} ·{' '}
              {m.page_of({ page: data.page, pages })}
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
      {paying && <MarkPaidDialog refund={paying} onClose={() => setPaying(null)} />}
    </>
  )
}
