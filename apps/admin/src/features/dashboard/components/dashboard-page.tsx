import * as m from '#messages'
import { Navigate } from 'react-router'
import { getDashboard } from '@store/contract/admin/dashboard'
import { useStaffSession } from '@/api/get-staff-session'
import { PageHeader } from '@/components/ui/page-header'
import { ReturnsWaitingLink } from '@/components/returns-waiting-link'
import { useListParams } from '@/lib/list-params'
import { canAct } from '@/lib/staff-access'
import { useDashboard } from '../api/get-dashboard'
import { rangeOf } from '../utils/date-range'
import { OrderSections } from './order-sections'
import { RangeForm } from './range-form'
import { ReturnSections } from './return-sections'
import { SalesSections } from './sales-sections'
import { SellerSections } from './seller-sections'
import { SummaryTiles } from './summary-tiles'
import { TranslationsMissing } from './translations-missing'
import { formatDate } from '@/i18n/locale'

/** The shop's numbers over a range of WIB days (OWNER and STAFF); the range lives in the URL. */
export function Component() {
  const { data: session } = useStaffSession()
  const { query, update } = useListParams(rangeOf)
  const dashboard = useDashboard(query)
  const showRange = (range: { from: string; to: string } | null) =>
    update({ from: range?.from, to: range?.to })
  // A SHOWROOM account has no shop-wide figures: it goes to its own first page.
  if (session && !canAct(session.staff, getDashboard.roles)) return <Navigate to="/" replace />
  const figures = dashboard.data
  return (
    <>
      <PageHeader title={m.nav_dashboard()} />
      {figures && <RangeForm from={figures.from} to={figures.to} onChange={showRange} />}
      {dashboard.error && (
        <div role="alert" className="mb-4 rounded-md bg-red-50 px-4 py-3 text-sm text-danger">
          <p>{dashboard.error.message}</p>
          <button type="button" className="mt-2 underline" onClick={() => showRange(null)}>
            {m.show_last_30_days()}
          </button>
        </div>
      )}
      {dashboard.isPending && (
        <p role="status" className="text-muted">
          {m.counting_orders()}
        </p>
      )}
      {figures && (
        <div
          aria-busy={dashboard.isFetching}
          className={dashboard.isPlaceholderData ? 'opacity-60' : ''}
        >
          <p className="mb-4 text-sm text-muted" role="status">
            {m.range_shown({ from: formatDate(figures.from), to: formatDate(figures.to) })}
          </p>
          <SummaryTiles figures={figures} />
          <ReturnsWaitingLink tile />
          <TranslationsMissing />
          <div className="grid items-start gap-4 xl:grid-cols-2">
            <SalesSections figures={figures} />
            <OrderSections figures={figures} />
            <SellerSections figures={figures} />
            <ReturnSections query={query} />
          </div>
        </div>
      )}
    </>
  )
}
