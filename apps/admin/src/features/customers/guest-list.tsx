import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { Link } from 'react-router'
import type { GuestRow } from '@store/contract/admin/customers'
import { DataTable } from '../../components/data-table'
import { formatRupiah, formatWibDay } from '../../lib/format'
import { NewsletterTag, orderCount } from './customer-parts'

const LastOrder = ({ guest }: { guest: GuestRow }) =>
  guest.last_order_ref && guest.last_order_at ? (
    <Link to={`/orders/${guest.last_order_ref}`} className="underline-offset-2 hover:underline">
      {formatWibDay(guest.last_order_at)}
    </Link>
  ) : null

const column = createColumnHelper<GuestRow>()
const COLUMNS = [
  column.accessor('email', {
    header: 'Guest',
    cell: ({ row }) => (
      <>
        <span className="block font-medium">{row.original.name}</span>
        <span className="block break-all text-xs text-muted">{row.original.email}</span>
      </>
    ),
  }),
  column.accessor('phone', {
    header: 'Phone',
    cell: ({ getValue }) => getValue() ?? <span className="text-muted">Pick-up only</span>,
  }),
  column.accessor('order_count', { header: 'Orders', cell: ({ getValue }) => getValue() }),
  column.accessor('total_spent', {
    header: 'Total spent',
    cell: ({ getValue }) => <span className="tabular-nums">{formatRupiah(getValue())}</span>,
  }),
  column.accessor('last_order_at', {
    header: 'Last order',
    cell: ({ row }) => <LastOrder guest={row.original} />,
  }),
  column.accessor('newsletter', {
    header: 'Newsletter',
    cell: ({ getValue }) => <NewsletterTag state={getValue()} />,
  }),
]

/** Orders placed without an account, one row per e-mail. */
export function GuestList({ guests }: { guests: GuestRow[] }) {
  const table = useReactTable({
    data: guests,
    columns: COLUMNS,
    getCoreRowModel: getCoreRowModel(),
  })
  if (guests.length === 0) return <p className="mt-4 text-muted">No guest matches this search.</p>
  return (
    <>
      <ul className="flex flex-col gap-2 md:hidden" aria-label="Guests">
        {guests.map((guest) => (
          <li key={guest.email} className="rounded-lg border border-line bg-white p-3 text-sm">
            <span className="block font-medium">{guest.name}</span>
            <span className="block break-all text-xs text-muted">
              {guest.email}
              {guest.phone ? ` · ${guest.phone}` : ''}
            </span>
            <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
              <span>{orderCount(guest.order_count)}</span>
              <span className="tabular-nums">{formatRupiah(guest.total_spent)}</span>
              <LastOrder guest={guest} />
              <NewsletterTag state={guest.newsletter} />
            </div>
          </li>
        ))}
      </ul>
      <DataTable table={table} />
    </>
  )
}
