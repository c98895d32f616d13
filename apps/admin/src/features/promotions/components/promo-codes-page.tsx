import { useEffect, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import type { AdminPromoCode } from '@store/contract/admin/promotions'
import { PROMOTION_FILTERS } from '@store/contract/admin/promotion-fields'
import { Button } from '@/components/ui/button'
import { InputField, SelectField } from '@/components/ui/field'
import { PageHeader } from '@/components/ui/page-header'
import { usePromoCodes, useSwitchPromoCode } from '../api/promo-codes'
import {
  FILTER_LABELS,
  StateBadge,
  describeDiscount,
  describeWindow,
} from './promotion-text'
import { DataTable } from './data-table'

type Filter = (typeof PROMOTION_FILTERS)[number]
const isFilter = (value: string | null): value is Filter =>
  PROMOTION_FILTERS.some((filter) => filter === value)

const column = createColumnHelper<AdminPromoCode>()

function SwitchButton({ code }: { code: AdminPromoCode }) {
  const toggle = useSwitchPromoCode()
  return (
    <Button
      variant="secondary"
      className="min-h-9 px-3 whitespace-nowrap"
      busy={toggle.isPending}
      onClick={() => toggle.mutate({ id: code.id, is_active: !code.is_active })}
    >
      {code.is_active ? 'Switch off' : 'Switch on'}
      <span className="sr-only"> {code.code}</span>
    </Button>
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
    cell: (info) => (
      <span className="whitespace-nowrap">{describeDiscount(info.row.original)}</span>
    ),
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
    cell: (info) => <SwitchButton code={info.row.original} />,
  }),
]

/** Promo codes: search, state and page live in the URL, so a list can be shared or reloaded. */
export function PromoCodesPage() {
  const [params, setParams] = useSearchParams()
  const q = params.get('q') ?? ''
  const statusParam = params.get('status')
  const status: Filter = isFilter(statusParam) ? statusParam : 'ALL'
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const [search, setSearch] = useState(q)
  useEffect(() => setSearch(q), [q])
  const { data, error, isPending } = usePromoCodes({ q: q || undefined, status, page })
  const table = useReactTable({
    data: data?.items ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
  })
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params)
    for (const [key, value] of Object.entries(changes))
      if (value) next.set(key, value)
      else next.delete(key)
    setParams(next)
  }
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
      <form
        role="search"
        className="mb-4 grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault()
          update({ q: search.trim() || null, page: null })
        }}
      >
        <InputField
          label="Search codes"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <SelectField
          label="Show"
          value={status}
          onChange={(event) =>
            update({ status: event.target.value === 'ALL' ? null : event.target.value, page: null })
          }
        >
          {PROMOTION_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {FILTER_LABELS[filter]}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      <DataTable
        table={table}
        caption="Promo codes"
        loading={isPending}
        error={error?.message}
        empty={q ? `No promo code matches “${q}”.` : 'No promo codes here yet.'}
      />
      {data && data.total > data.page_size && (
        <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-3 text-sm">
          <Button
            variant="secondary"
            disabled={page <= 1}
            onClick={() => update({ page: String(page - 1) })}
          >
            Previous
          </Button>
          <span>
            Page {page} of {pages}
          </span>
          <Button
            variant="secondary"
            disabled={page >= pages}
            onClick={() => update({ page: String(page + 1) })}
          >
            Next
          </Button>
        </nav>
      )}
    </>
  )
}
