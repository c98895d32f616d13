import { Link } from 'react-router'
import { createColumnHelper } from '@tanstack/react-table'
import type { AdminPromoCode } from '@store/contract/admin/promotions'
import { DataTable } from '@/components/data-table/data-table'
import { FilterBar } from '@/components/filter-bar/filter-bar'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/page-header'
import { useListParams } from '@/lib/list-params'
import { usePromoCodes } from '../api/get-promo-codes'
import { useSwitchPromoCode } from '../api/switch-promo-code'
import { promoCodeQueryOf } from '../utils/promotion-params'
import { StateBadge, describeDiscount, describeWindow } from './promotion-text'
import { StatusFilter } from './status-filter'
import { SwitchButton } from './switch-button'

const column = createColumnHelper<AdminPromoCode>()

function SwitchCode({ code }: { code: AdminPromoCode }) {
  const toggle = useSwitchPromoCode()
  return (
    <SwitchButton
      name={code.code}
      active={code.is_active}
      busy={toggle.isPending}
      onSwitch={(is_active, done) => toggle.mutate({ id: code.id, is_active }, { onSuccess: done })}
    />
  )
}

const columns = [
  column.accessor('code', {
    header: 'Code',
    cell: (info) => (
      <Link
        to={`/promo-codes/${info.row.original.id}`}
        className="font-medium underline-offset-2 hover:underline"
      >
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor('category', {
    header: 'On',
    cell: (info) => (info.getValue() === 'SHIPPING' ? 'Shipping' : 'Products'),
  }),
  column.display({
    id: 'discount',
    header: 'Discount',
    cell: (info) => describeDiscount(info.row.original),
    meta: { wrap: 'nowrap' },
  }),
  column.display({
    id: 'used',
    header: 'Used',
    cell: ({ row: { original } }) =>
      `${original.used_count}${original.usage_limit !== null ? ` of ${original.usage_limit}` : ''}`,
  }),
  column.display({
    id: 'window',
    header: 'When',
    cell: (info) => describeWindow(info.row.original),
  }),
  column.accessor('state', {
    header: 'State',
    cell: (info) => <StateBadge state={info.getValue()} />,
  }),
  column.display({
    id: 'switch',
    header: () => <span className="sr-only">Switch</span>,
    cell: (info) => <SwitchCode code={info.row.original} />,
  }),
]

/** Promo codes: search, state and page live in the URL, so a list can be shared or reloaded. */
export function PromoCodesPage() {
  const { query, update } = useListParams(promoCodeQueryOf)
  const { data, error, isPending } = usePromoCodes(query)
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1
  const { page } = query
  return (
    <>
      <PageHeader
        title="Promo codes"
        actions={
          <Link
            to="/promo-codes/new"
            className="inline-flex min-h-10 items-center rounded-md bg-ink px-4 py-2 text-sm font-medium text-white hover:bg-stone-800"
          >
            New promo code
          </Link>
        }
      />
      <FilterBar
        search={{ label: 'Search codes', value: query.q ?? '', onSearch: (q) => update({ q }) }}
        grid="grid max-w-xs gap-3"
      >
        <StatusFilter value={query.status} onChange={(status) => update({ status })} />
      </FilterBar>
      {error && (
        <p role="alert" className="text-danger">
          {error.message}
        </p>
      )}
      {isPending && (
        <p role="status" className="text-muted">
          Loading…
        </p>
      )}
      {data && (
        <DataTable
          label="Promo codes"
          data={data.items}
          columns={columns}
          rowId={(code) => String(code.id)}
          empty={query.q ? `No promo code matches “${query.q}”.` : 'No promo codes here yet.'}
        />
      )}
      {data && data.total > data.page_size && (
        <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-3 text-sm">
          <Button
            variant="secondary"
            disabled={page <= 1}
            onClick={() => update({ page: page - 1 })}
          >
            Previous
          </Button>
          <span>
            Page {page} of {pages}
          </span>
          <Button
            variant="secondary"
            disabled={page >= pages}
            onClick={() => update({ page: page + 1 })}
          >
            Next
          </Button>
        </nav>
      )}
    </>
  )
}
