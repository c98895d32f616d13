import * as m from '#messages'
import { createColumnHelper } from '@tanstack/react-table'
import { Link } from 'react-router'
import type { GuestRow } from '@store/contract/admin/customers'
import { DataTable } from '@/components/data-table/data-table'
import { NewsletterTag, orderCount } from './customer-parts'
import { formatDate, formatRupiah } from '@/i18n/locale'

const LastOrder = ({ guest }: { guest: GuestRow }) =>
  guest.last_order_ref && guest.last_order_at ? (
    <Link to={`/orders/${guest.last_order_ref}`} className="underline-offset-2 hover:underline">
      {formatDate(guest.last_order_at)}
    </Link>
  ) : null

/**
 * A pick-up guest gives only an e-mail, and checkout names them after it: shown once,
 * then. In a table the e-mail keeps to one line; in a phone's card it breaks to fit.
 */
function GuestName({ guest, inCard = false }: { guest: GuestRow; inCard?: boolean }) {
  const named = guest.name.toLowerCase() !== guest.email.split('@')[0]
  const fit = inCard ? 'break-all' : 'whitespace-nowrap'
  return (
    <>
      {named && <span className="block font-medium">{guest.name}</span>}
      <span className={`block ${fit} ${named ? 'text-xs text-muted' : 'font-medium'}`}>
        {guest.email}
      </span>
    </>
  )
}

const column = createColumnHelper<GuestRow>()
const COLUMNS = [
  column.accessor('email', {
    header: m.guest(),
    cell: ({ row }) => <GuestName guest={row.original} />,
  }),
  column.accessor('phone', {
    header: m.phone(),
    cell: ({ getValue }) =>
      getValue() ?? <span className="text-muted">{m.customers_none_given()}</span>,
    meta: { wrap: 'nowrap' },
  }),
  column.accessor('order_count', { header: m.orders(), cell: ({ getValue }) => getValue() }),
  column.accessor('total_spent', {
    header: m.customers_total_spent(),
    cell: ({ getValue }) => <span className="tabular-nums">{formatRupiah(getValue())}</span>,
    meta: { wrap: 'nowrap' },
  }),
  column.accessor('last_order_at', {
    header: m.customers_last_order(),
    cell: ({ row }) => <LastOrder guest={row.original} />,
    meta: { wrap: 'nowrap' },
  }),
  column.accessor('newsletter', {
    header: m.customers_newsletter(),
    cell: ({ getValue }) => <NewsletterTag state={getValue()} />,
  }),
]

function GuestCard({ guest }: { guest: GuestRow }) {
  return (
    <div className="rounded-lg border border-line bg-white p-3 text-sm">
      <GuestName guest={guest} inCard />
      {guest.phone && <span className="block text-xs text-muted">{guest.phone}</span>}
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
        <span>
          {m.customers_spent_line({
            orders: orderCount(guest.order_count),
            amount: formatRupiah(guest.total_spent),
          })}
        </span>
        <span>
          {m.customers_last_order()} <LastOrder guest={guest} />
        </span>
        <NewsletterTag state={guest.newsletter} />
      </div>
    </div>
  )
}

/** Orders placed without an account, one row per e-mail. */
export function GuestList({ guests }: { guests: GuestRow[] }) {
  return (
    <DataTable
      label={m.customers_guests()}
      data={guests}
      columns={COLUMNS}
      rowId={(guest) => guest.email}
      card={(guest) => <GuestCard guest={guest} />}
      empty={m.customers_no_guest_matches()}
    />
  )
}
