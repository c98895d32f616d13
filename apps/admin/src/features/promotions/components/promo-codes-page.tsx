import * as m from '#messages'
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
      state={code.state}
      editTo={`/promo-codes/${code.id}`}
      busy={toggle.isPending}
      onSwitch={(is_active, done) => toggle.mutate({ id: code.id, is_active }, { onSuccess: done })}
    />
  )
}

const columns = [
  column.accessor('code', {
    header: m.promotions_code(),
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
    header: m.promotions_on(),
    cell: (info) => (info.getValue() === 'SHIPPING' ? m.shipping() : m.nav_products()),
  }),
  column.display({
    id: 'discount',
    header: m.promotions_discount(),
    cell: (info) => describeDiscount(info.row.original),
    meta: { wrap: 'nowrap' },
  }),
  column.display({
    id: 'used',
    header: m.promotions_used(),
    cell: ({ row: { original } }) =>
      original.usage_limit === null
        ? original.used_count
        : m.promotions_used_of({ used: original.used_count, limit: original.usage_limit }),
  }),
  column.display({
    id: 'window',
    header: m.when(),
    cell: (info) => describeWindow(info.row.original),
  }),
  column.accessor('state', {
    header: m.promotions_state(),
    cell: (info) => <StateBadge state={info.getValue()} />,
  }),
  column.display({
    id: 'switch',
    header: () => <span className="sr-only">{m.promotions_switch()}</span>,
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
        title={m.nav_promo_codes()}
        actions={
          <Link
            to="/promo-codes/new"
            className="inline-flex min-h-10 items-center rounded-md bg-ink px-4 py-2 text-sm font-medium text-white hover:bg-stone-800"
          >
            {m.promotions_new_code()}
          </Link>
        }
      />
      <FilterBar
        search={{
          label: m.promotions_search_codes(),
          value: query.q ?? '',
          onSearch: (q) => update({ q }),
        }}
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
          {m.loading()}
        </p>
      )}
      {data && (
        <DataTable
          label={m.nav_promo_codes()}
          data={data.items}
          columns={columns}
          rowId={(code) => String(code.id)}
          empty={
            query.q ? m.promotions_no_code_matches({ q: query.q }) : m.promotions_no_codes_yet()
          }
        />
      )}
      {data && data.total > data.page_size && (
        <nav
          aria-label={m.pages()}
          className="mt-4 flex items-center justify-between gap-3 text-sm"
        >
          <Button
            variant="secondary"
            disabled={page <= 1}
            onClick={() => update({ page: page - 1 })}
          >
            {m.previous()}
          </Button>
          <span>{m.promotions_page_of({ page, pages })}</span>
          <Button
            variant="secondary"
            disabled={page >= pages}
            onClick={() => update({ page: page + 1 })}
          >
            {m.next_page()}
          </Button>
        </nav>
      )}
    </>
  )
}
