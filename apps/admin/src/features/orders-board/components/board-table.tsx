import * as m from '#messages'
import { createColumnHelper } from '@tanstack/react-table'
import { Link } from 'react-router'
import type { BoardOrder } from '@store/contract/admin/orders-board'
import { DataTable } from '@/components/data-table/data-table'
import type { RowSelection } from '@/components/data-table/selection'
import { BoardCard } from './board-card'
import { OrderStatusBadge, PaymentLine, orderPath, routeLabel, typeLabel } from './format'
import { AttentionMark, NewMark } from './marks'
import { formatDateTime, formatRupiah } from '@/i18n/locale'

const column = createColumnHelper<BoardOrder>()

function columnsFor(fresh: ReadonlySet<string>) {
  return [
    column.accessor('trx_ref', {
      header: m.order(),
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
      header: m.buyer(),
      cell: ({ row }) => (
        <div>
          <p>{row.original.buyer_name}</p>
          <p className="text-muted">{row.original.member ? m.member() : m.guest()}</p>
        </div>
      ),
    }),
    column.accessor('shipping_type', {
      header: m.type(),
      cell: ({ row }) => (
        <div>
          <p>{typeLabel(row.original)}</p>
          <p className="text-muted">{routeLabel(row.original)}</p>
        </div>
      ),
    }),
    column.accessor('status', {
      header: m.status(),
      cell: ({ row }) => <OrderStatusBadge order={row.original} />,
    }),
    column.accessor('grand_total', {
      header: m.total(),
      cell: ({ getValue }) => <span className="tabular-nums">{formatRupiah(getValue())}</span>,
      meta: { align: 'end', wrap: 'nowrap' },
    }),
    column.accessor('payment_state', {
      header: m.payment(),
      cell: ({ row }) => <PaymentLine order={row.original} />,
    }),
  ]
}

/** The board: a row an order on a laptop, a card an order on a phone, each opening the order. */
export function BoardTable({
  orders,
  fresh,
  selection,
}: {
  orders: BoardOrder[]
  fresh: ReadonlySet<string>
  selection: RowSelection
}) {
  return (
    <DataTable
      label={m.nav_orders()}
      data={orders}
      columns={columnsFor(fresh)}
      rowId={(order) => order.trx_ref}
      selection={{
        selected: selection.selected,
        onChange: selection.onChange,
        rowLabel: (order) => m.orders_select_row({ ref: order.trx_ref }),
        allLabel: m.orders_select_all(),
      }}
      card={(order) => <BoardCard order={order} fresh={fresh.has(order.trx_ref)} />}
      density="roomy"
      minWidth="min-w-[52rem]"
      empty={m.no_order_matches()}
    />
  )
}
