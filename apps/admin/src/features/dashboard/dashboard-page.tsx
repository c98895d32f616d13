import { Navigate, useSearchParams } from 'react-router'
import { CATALOGUE_ROLES } from '@store/contract/admin/staff-roles'
import type { StaffRole } from '@store/contract/admin/staff-roles'
import { formatDate } from '@store/contract/format/dates'
import { PageHeader } from '../../components/ui/page-header'
import { useStaffSession } from '../auth/session'
import { useDashboard } from './api'
import { OrderSections } from './order-sections'
import { RangeForm } from './range-form'
import { SalesSections } from './sales-sections'
import { SellerSections } from './seller-sections'
import { SummaryTiles } from './summary-tiles'

const mayOpen = (role: StaffRole) => (CATALOGUE_ROLES as readonly StaffRole[]).includes(role)

/** The shop's numbers over a range of WIB days (OWNER and STAFF); the range lives in the URL. */
export function Component() {
  const { data: session } = useStaffSession()
  const [params, setParams] = useSearchParams()
  const query = { from: params.get('from') ?? undefined, to: params.get('to') ?? undefined }
  const dashboard = useDashboard(query)
  // A SHOWROOM account has no shop-wide figures: it goes to its own first page.
  if (session && !mayOpen(session.staff.role)) return <Navigate to="/" replace />
  const figures = dashboard.data
  return (
    <>
      <PageHeader title="Dashboard" />
      {figures && (
        <RangeForm
          from={figures.from}
          to={figures.to}
          onChange={(range) => setParams(range ?? {})}
        />
      )}
      {dashboard.error && (
        <div role="alert" className="mb-4 rounded-md bg-red-50 px-4 py-3 text-sm text-danger">
          <p>{dashboard.error.message}</p>
          <button type="button" className="mt-2 underline" onClick={() => setParams({})}>
            Show the last 30 days
          </button>
        </div>
      )}
      {dashboard.isPending && (
        <p role="status" className="text-muted">
          Counting the orders…
        </p>
      )}
      {figures && (
        <div
          aria-busy={dashboard.isFetching}
          className={dashboard.isPlaceholderData ? 'opacity-60' : ''}
        >
          <p className="mb-4 text-sm text-muted" role="status">
            {formatDate(figures.from)} to {formatDate(figures.to)}, days in WIB.
          </p>
          <SummaryTiles figures={figures} />
          <div className="grid items-start gap-4 xl:grid-cols-2">
            <SalesSections figures={figures} />
            <OrderSections figures={figures} />
            <SellerSections figures={figures} />
          </div>
        </div>
      )}
    </>
  )
}
