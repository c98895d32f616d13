import { Link, useSearchParams } from 'react-router'
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import type { AdminPromoBundle } from '@store/contract/admin/promo-bundles'
import { PROMOTION_FILTERS } from '@store/contract/admin/promotion-fields'
import { Button } from '@/components/ui/button'
import { SelectField } from '@/components/ui/field'
import { PageHeader } from '@/components/ui/page-header'
import { usePromoBundles, useSwitchPromoBundle } from '../api/promo-bundles'
import { DataTable } from './data-table'
import {
  FILTER_LABELS,
  StateBadge,
  describeDiscount,
  describeWindow,
} from './promotion-text'

type Filter = (typeof PROMOTION_FILTERS)[number]
const isFilter = (value: string | null): value is Filter =>
  PROMOTION_FILTERS.some((filter) => filter === value)

const KIND = {
  GROUP: ['group', 'groups'],
  SUB_GROUP: ['sub-category', 'sub-categories'],
  PRODUCT: ['product', 'products'],
} as const

/** 'Any 3 from' the first few targets, and how many of which kind it counts. */
function CountsCell({ bundle }: { bundle: AdminPromoBundle }) {
  const names = bundle.targets.map((target) =>
    bundle.bundling_type === 'SUB_GROUP' ? `${target.name} (${target.detail})` : target.name,
  )
  const shown = names.slice(0, 3).join(', ')
  const more = names.length > 3 ? ` and ${names.length - 3} more` : ''
  const [one, many] = KIND[bundle.bundling_type]
  return (
    <>
      <span className="block">
        Any {bundle.bundling_item_count} from {shown}
        {more}
      </span>
      <span className="block text-xs text-muted">
        {names.length} {names.length === 1 ? one : many}
      </span>
    </>
  )
}

function SwitchButton({ bundle }: { bundle: AdminPromoBundle }) {
  const toggle = useSwitchPromoBundle()
  return (
    <Button
      variant="secondary"
      className="min-h-9 px-3 whitespace-nowrap"
      busy={toggle.isPending}
      onClick={() => toggle.mutate({ id: bundle.id, is_active: !bundle.is_active })}
    >
      {bundle.is_active ? 'Switch off' : 'Switch on'}
      <span className="sr-only"> {bundle.name}</span>
    </Button>
  )
}

const column = createColumnHelper<AdminPromoBundle>()
const columns = [
  column.accessor('name', {
    header: 'Bundle',
    cell: (info) => (
      <Link
        to={`/promo-bundles/${info.row.original.id}`}
        className="font-medium underline-offset-2 hover:underline"
      >
        {info.getValue()}
      </Link>
    ),
  }),
  column.display({
    id: 'counts',
    header: 'Counts',
    cell: ({ row: { original } }) => <CountsCell bundle={original} />,
  }),
  column.display({
    id: 'discount',
    header: 'Per set',
    cell: (info) => (
      <span className="whitespace-nowrap">{describeDiscount(info.row.original)}</span>
    ),
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
    cell: (info) => <SwitchButton bundle={info.row.original} />,
  }),
]

/** Promo bundles: a handful per shop, so one list with its filter in the URL. */
export function PromoBundlesPage() {
  const [params, setParams] = useSearchParams()
  const statusParam = params.get('status')
  const status: Filter = isFilter(statusParam) ? statusParam : 'ALL'
  const { data, error, isPending } = usePromoBundles(status)
  const table = useReactTable({
    data: data?.items ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
  })
  return (
    <>
      <PageHeader
        title="Promo bundles"
        actions={
          <Link
            to="/promo-bundles/new"
            className="inline-flex min-h-10 items-center rounded-md bg-ink px-4 py-2 text-sm font-medium text-white hover:bg-stone-800"
          >
            New promo bundle
          </Link>
        }
      />
      <div className="mb-4 max-w-xs">
        <SelectField
          label="Show"
          value={status}
          onChange={(event) =>
            setParams(event.target.value === 'ALL' ? {} : { status: event.target.value })
          }
        >
          {PROMOTION_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {FILTER_LABELS[filter]}
            </option>
          ))}
        </SelectField>
      </div>
      <DataTable
        table={table}
        caption="Promo bundles"
        loading={isPending}
        error={error?.message}
        empty="No promo bundles here yet."
      />
    </>
  )
}
