import * as m from '#messages'
import { Link } from 'react-router'
import { createColumnHelper } from '@tanstack/react-table'
import type { ReturnAnswer } from '@store/contract/returns'
import { DataTable } from '@/components/data-table/data-table'
import { formatDateTime } from '@/i18n/locale'
import { REASON_WORDS } from '@/i18n/return-reasons'
import { WAY_WORDS, WISH_WORDS } from '../utils/return-words'
import { ReturnStateBadge } from './return-state-badge'

type ListedReturn = ReturnAnswer & { buyer_name: string }

const returnLink = (item: ListedReturn) => (
  <Link
    to={`/returns/${encodeURIComponent(item.return_ref)}`}
    className="font-mono font-medium underline-offset-2 hover:underline"
  >
    {item.return_ref}
  </Link>
)

const unitsOf = (item: ListedReturn) => item.lines.reduce((sum, line) => sum + line.qty, 0)
const reasonsOf = (item: ListedReturn) =>
  [...new Set(item.lines.map((line) => REASON_WORDS[line.reason]()))].join(', ')

const column = createColumnHelper<ListedReturn>()
const columns = [
  column.accessor('return_ref', {
    header: m.returns_return(),
    cell: ({ row }) => (
      <div>
        {returnLink(row.original)}
        <p className="text-muted">{row.original.trx_ref}</p>
      </div>
    ),
  }),
  column.accessor('created_at', {
    header: m.returns_requested(),
    cell: ({ getValue }) => formatDateTime(getValue()),
    meta: { wrap: 'nowrap' },
  }),
  column.accessor('buyer_name', { header: m.returns_buyer(), cell: ({ getValue }) => getValue() }),
  column.display({
    id: 'what',
    header: m.returns_wish(),
    cell: ({ row }) => (
      <div>
        <p>
          {WISH_WORDS[row.original.wish]()} · {unitsOf(row.original)}×
        </p>
        <p className="text-muted">{reasonsOf(row.original)}</p>
      </div>
    ),
  }),
  column.display({
    id: 'where',
    header: m.returns_showroom(),
    cell: ({ row }) => (
      <div>
        <p>{row.original.showroom_name}</p>
        <p className="text-muted">{WAY_WORDS[row.original.way]()}</p>
      </div>
    ),
  }),
  column.accessor('state', {
    header: m.returns_state(),
    cell: ({ getValue }) => <ReturnStateBadge state={getValue()} />,
  }),
]

/** A return on a phone: one card, nothing to scroll sideways. */
function ReturnCard({ item }: { item: ListedReturn }) {
  return (
    <div className="flex flex-col gap-1.5 rounded-lg border border-line bg-white p-4 text-sm">
      <p className="flex flex-wrap items-center justify-between gap-2">
        {returnLink(item)}
        <ReturnStateBadge state={item.state} />
      </p>
      <p className="text-muted">
        {item.trx_ref} · {item.buyer_name} · {formatDateTime(item.created_at)}
      </p>
      <p>
        {WISH_WORDS[item.wish]()} · {unitsOf(item)}× · {reasonsOf(item)}
      </p>
      <p className="text-muted">
        {WAY_WORDS[item.way]()} · {item.showroom_name}
      </p>
    </div>
  )
}

/** The returns: which, whose, what is wished, where it comes back and how far it has got. */
export function ReturnsTable({ returns }: { returns: ListedReturn[] }) {
  return (
    <DataTable
      label={m.nav_returns()}
      data={returns}
      columns={columns}
      rowId={(item) => item.return_ref}
      card={(item) => <ReturnCard item={item} />}
      density="roomy"
      minWidth="min-w-[56rem]"
      empty={m.returns_none()}
    />
  )
}
