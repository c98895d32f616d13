import * as m from '#messages'
import { Link } from 'react-router'
import { createColumnHelper } from '@tanstack/react-table'
import type { LedgerRefund } from '@store/contract/admin/refunds'
import { DataTable } from '@/components/data-table/data-table'
import { Button } from '@/components/ui/button'
import { formatDateTime, formatRupiah } from '@/i18n/locale'

const orderLink = (refund: LedgerRefund) => (
  <Link
    to={`/orders/${encodeURIComponent(refund.trx_ref)}`}
    className="font-medium underline-offset-2 hover:underline"
  >
    {refund.trx_ref}
  </Link>
)

/** Owed, or paid with its transfer, when and by whom. */
function Settlement({ refund }: { refund: LedgerRefund }) {
  if (!refund.paid_at) return <span className="text-danger">{m.refunds_owed()}</span>
  return (
    <span>
      {m.refunds_paid_on({ at: formatDateTime(refund.paid_at) })}
      <span className="block text-muted">
        {m.refunds_paid_with({ transfer: refund.transfer_ref ?? '-', who: refund.paid_by ?? '-' })}
      </span>
    </span>
  )
}

const column = createColumnHelper<LedgerRefund>()
const columnsFor = (onMarkPaid: (refund: LedgerRefund) => void) => [
  column.accessor('created_at', {
    header: m.refunds_recorded(),
    cell: ({ getValue }) => formatDateTime(getValue()),
    meta: { wrap: 'nowrap' },
  }),
  column.accessor('trx_ref', {
    header: m.refunds_order(),
    cell: ({ row }) => (
      <div>
        {orderLink(row.original)}
        <p className="text-muted">{row.original.buyer_name}</p>
      </div>
    ),
  }),
  column.accessor('amount', {
    header: m.refunds_amount(),
    cell: ({ getValue }) => formatRupiah(getValue()),
    meta: { wrap: 'nowrap', align: 'end' },
  }),
  column.accessor('channel', { header: m.refunds_channel(), cell: ({ getValue }) => getValue() }),
  column.accessor('reason', { header: m.reason(), cell: ({ getValue }) => getValue() }),
  column.display({
    id: 'settlement',
    header: m.refunds_status(),
    cell: ({ row }) =>
      row.original.paid_at ? (
        <Settlement refund={row.original} />
      ) : (
        <Button variant="secondary" onClick={() => onMarkPaid(row.original)}>
          {m.refunds_mark_paid()}
          <span className="sr-only"> {row.original.trx_ref}</span>
        </Button>
      ),
  }),
]

/** A refund on a phone: one card, nothing to scroll sideways. */
function RefundCard({ refund, onMarkPaid }: { refund: LedgerRefund; onMarkPaid: () => void }) {
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-line bg-white p-4 text-sm">
      <p className="flex justify-between gap-3">
        {orderLink(refund)}
        <span className="font-medium">{formatRupiah(refund.amount)}</span>
      </p>
      <p className="text-muted">
        {refund.buyer_name} · {refund.channel ?? '-'} · {formatDateTime(refund.created_at)}
      </p>
      <p>{refund.reason}</p>
      {refund.paid_at ? (
        <Settlement refund={refund} />
      ) : (
        <Button variant="secondary" onClick={onMarkPaid}>
          {m.refunds_mark_paid()}
          <span className="sr-only"> {refund.trx_ref}</span>
        </Button>
      )}
    </div>
  )
}

/** The ledger: each refund, what it is for, and whether it is paid. */
export function RefundsTable({
  refunds,
  onMarkPaid,
}: {
  refunds: LedgerRefund[]
  onMarkPaid: (refund: LedgerRefund) => void
}) {
  return (
    <DataTable
      label={m.nav_refunds()}
      data={refunds}
      columns={columnsFor(onMarkPaid)}
      rowId={(refund) => String(refund.id)}
      card={(refund) => <RefundCard refund={refund} onMarkPaid={() => onMarkPaid(refund)} />}
      density="roomy"
      minWidth="min-w-[52rem]"
      empty={m.refunds_none()}
    />
  )
}
