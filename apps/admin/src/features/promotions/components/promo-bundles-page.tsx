import * as m from '#messages'
import { Link } from 'react-router'
import { createColumnHelper } from '@tanstack/react-table'
import type { AdminPromoBundle } from '@store/contract/admin/promo-bundles'
import { DataTable } from '@/components/data-table/data-table'
import { FilterBar } from '@/components/filter-bar/filter-bar'
import { PageHeader } from '@/components/ui/page-header'
import { useListParams } from '@/lib/list-params'
import { usePromoBundles } from '../api/get-promo-bundles'
import { useSwitchPromoBundle } from '../api/switch-promo-bundle'
import { statusOf } from '../utils/promotion-params'
import { StateBadge, describeDiscount, describeWindow, targetCount } from './promotion-text'
import { StatusFilter } from './status-filter'
import { SwitchButton } from './switch-button'

/** 'Any 3 from' the first few targets, and how many of which kind it counts. */
function CountsCell({ bundle }: { bundle: AdminPromoBundle }) {
  const names = bundle.targets.map((target) =>
    bundle.bundling_type === 'SUB_GROUP' ? `${target.name} (${target.detail})` : target.name,
  )
  const shown = names.slice(0, 3).join(', ')
  const from =
    names.length > 3 ? m.promotions_names_and_more({ names: shown, more: names.length - 3 }) : shown
  return (
    <>
      <span className="block">
        {m.promotions_any_from({ count: bundle.bundling_item_count, from })}
      </span>
      <span className="block text-xs text-muted">
        {targetCount(bundle.bundling_type, names.length)}
      </span>
    </>
  )
}

function SwitchBundle({ bundle }: { bundle: AdminPromoBundle }) {
  const toggle = useSwitchPromoBundle()
  return (
    <SwitchButton
      name={bundle.name}
      active={bundle.is_active}
      state={bundle.state}
      editTo={`/promo-bundles/${bundle.id}`}
      busy={toggle.isPending}
      onSwitch={(is_active, done) =>
        toggle.mutate({ id: bundle.id, is_active }, { onSuccess: done })
      }
    />
  )
}

const column = createColumnHelper<AdminPromoBundle>()
const columns = [
  column.accessor('name', {
    header: m.promotions_bundle(),
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
    header: m.promotions_counts_header(),
    cell: ({ row: { original } }) => <CountsCell bundle={original} />,
  }),
  column.display({
    id: 'discount',
    header: m.promotions_per_set(),
    cell: (info) => describeDiscount(info.row.original),
    meta: { wrap: 'nowrap' },
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
    cell: (info) => <SwitchBundle bundle={info.row.original} />,
  }),
]

/** Promo bundles: a handful per shop, so one list with its filter in the URL. */
export function PromoBundlesPage() {
  const { query: status, update } = useListParams(statusOf)
  const { data, error, isPending } = usePromoBundles(status)
  return (
    <>
      <PageHeader
        title={m.nav_promo_bundles()}
        actions={
          <Link
            to="/promo-bundles/new"
            className="inline-flex min-h-10 items-center rounded-md bg-ink px-4 py-2 text-sm font-medium text-white hover:bg-stone-800"
          >
            {m.promotions_new_bundle()}
          </Link>
        }
      />
      <FilterBar grid="grid max-w-xs gap-3">
        <StatusFilter value={status} onChange={(chosen) => update({ status: chosen })} />
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
          label={m.nav_promo_bundles()}
          data={data.items}
          columns={columns}
          rowId={(bundle) => String(bundle.id)}
          empty={m.promotions_no_bundles_yet()}
        />
      )}
    </>
  )
}
