import * as m from '#messages'
import { createColumnHelper } from '@tanstack/react-table'
import { Link } from 'react-router'
import type { MemberRow } from '@store/contract/admin/customers'
import { DataTable } from '@/components/data-table/data-table'
import { NewsletterTag, orderCount } from './customer-parts'
import { formatDate, formatRupiah } from '@/i18n/locale'

const column = createColumnHelper<MemberRow>()
const COLUMNS = [
  column.accessor('name', {
    header: m.member(),
    cell: ({ row }) => (
      <>
        <Link
          to={`/customers/${row.original.id}`}
          className="font-medium underline-offset-2 hover:underline"
        >
          {row.original.name}
        </Link>
        <span className="block whitespace-nowrap text-xs text-muted">{row.original.email}</span>
      </>
    ),
  }),
  column.accessor('order_count', { header: m.orders(), cell: ({ getValue }) => getValue() }),
  column.accessor('total_spent', {
    header: m.customers_total_spent(),
    cell: ({ getValue }) => <span className="tabular-nums">{formatRupiah(getValue())}</span>,
    meta: { wrap: 'nowrap' },
  }),
  column.accessor('last_order_at', {
    header: m.customers_last_order(),
    cell: ({ getValue }) => {
      const at = getValue()
      return at ? formatDate(at) : <span className="text-muted">{m.customers_none_yet()}</span>
    },
    meta: { wrap: 'nowrap' },
  }),
  column.accessor('newsletter', {
    header: m.customers_newsletter(),
    cell: ({ getValue }) => <NewsletterTag state={getValue()} />,
  }),
  column.accessor('joined_at', {
    header: m.customers_joined(),
    cell: ({ getValue }) => formatDate(getValue()),
    meta: { wrap: 'nowrap' },
  }),
]

function MemberCard({ member }: { member: MemberRow }) {
  return (
    <div className="rounded-lg border border-line bg-white p-3 text-sm">
      <Link to={`/customers/${member.id}`} className="block font-medium">
        {member.name}
      </Link>
      <span className="block text-xs break-all text-muted">{member.email}</span>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
        <span>
          {m.customers_spent_line({
            orders: orderCount(member.order_count),
            amount: formatRupiah(member.total_spent),
          })}
        </span>
        <NewsletterTag state={member.newsletter} />
      </div>
    </div>
  )
}

/** Members as a table on a wide screen and as cards on a phone. */
export function MemberList({ members }: { members: MemberRow[] }) {
  return (
    <DataTable
      label={m.customers_members()}
      data={members}
      columns={COLUMNS}
      rowId={(member) => String(member.id)}
      card={(member) => <MemberCard member={member} />}
      empty={m.customers_no_member_matches()}
    />
  )
}
