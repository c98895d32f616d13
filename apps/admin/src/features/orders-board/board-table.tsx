import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
} from '@tanstack/react-table'
import { Link } from 'react-router'
import type { BoardOrder } from '@store/contract/admin/orders-board'
import { formatDateTime } from '@store/contract/format/date-time'
import { formatRupiah } from '@store/contract/format/money'
import { PaymentLine, OrderStatusBadge, orderPath, routeLabel, typeLabel } from './format'
import { AttentionMark, NewMark } from './new-orders'

const column = createColumnHelper<BoardOrder>()

function columnsFor(fresh: ReadonlySet<string>) {
  return [
    column.accessor('trx_ref', {
      header: 'Order',
      cell: ({ row }) => (
        <div>
          <Link
            to={orderPath(row.original)}
            className="whitespace-nowrap font-medium underline-offset-2 hover:underline"
          >
            {row.original.trx_ref}
          </Link>
          {fresh.has(row.original.trx_ref) && <NewMark />}
          {row.original.attention && <AttentionMark />}
          <p className="whitespace-nowrap text-muted">{formatDateTime(row.original.created_at)}</p>
        </div>
      ),
    }),
    column.accessor('buyer_name', {
      header: 'Buyer',
      cell: ({ row }) => (
        <div>
          <p>{row.original.buyer_name}</p>
          <p className="text-muted">{row.original.member ? 'Member' : 'Guest'}</p>
        </div>
      ),
    }),
    column.accessor('shipping_type', {
      header: 'Type',
      cell: ({ row }) => (
        <div>
          <p>{typeLabel(row.original)}</p>
          <p className="text-muted">{routeLabel(row.original)}</p>
        </div>
      ),
    }),
    column.accessor('status', {
      header: 'Status',
      cell: ({ row }) => <OrderStatusBadge order={row.original} />,
    }),
    column.accessor('grand_total', {
      header: () => <span className="block text-right">Total</span>,
      cell: ({ getValue }) => (
        <span className="block whitespace-nowrap text-right tabular-nums">
          {formatRupiah(getValue())}
        </span>
      ),
    }),
    column.accessor('payment_state', {
      header: 'Payment',
      cell: ({ row }) => <PaymentLine order={row.original} />,
    }),
  ]
}

/** The board on a laptop: one row an order, its reference a link to the order's page. */
export function BoardTable({
  orders,
  fresh,
}: {
  orders: BoardOrder[]
  fresh: ReadonlySet<string>
}) {
  const table = useReactTable({
    data: orders,
    columns: columnsFor(fresh),
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.trx_ref,
  })
  return (
    <div className="hidden overflow-x-auto rounded-lg border border-line bg-white md:block">
      <table className="w-full min-w-[52rem] text-left text-sm">
        <thead className="border-b border-line bg-stone-50 text-xs uppercase tracking-wide text-muted">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className="px-4 py-3 font-medium">
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="border-b border-line align-top last:border-0">
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className="px-4 py-3">
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
