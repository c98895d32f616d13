import * as m from '#messages'
import { Link } from 'react-router'
import type { BoardOrder } from '@store/contract/admin/orders-board'
import { OrderStatusBadge, PaymentLine, orderPath, routeLabel, typeLabel } from './format'
import { AttentionMark, NewMark } from './marks'
import { formatDateTime, formatRupiah } from '@/i18n/locale'

/** An order on a phone: the whole card one link. */
export function BoardCard({ order, fresh }: { order: BoardOrder; fresh: boolean }) {
  return (
    <Link
      to={orderPath(order)}
      className="block rounded-lg border border-line bg-white p-4 text-sm hover:border-stone-400"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="font-medium">
            {order.trx_ref}
            {fresh && <NewMark />}
            {order.attention && <AttentionMark />}
          </p>
          <p className="text-muted">{formatDateTime(order.created_at)}</p>
        </div>
        <OrderStatusBadge order={order} />
      </div>
      <p className="mt-3">
        {order.buyer_name}{' '}
        <span className="text-muted">· {order.member ? m.member() : m.guest()}</span>
      </p>
      <p className="text-muted">
        {typeLabel(order)} · {routeLabel(order)}
      </p>
      <div className="mt-3 flex items-end justify-between gap-3">
        <PaymentLine order={order} />
        <span className="font-medium tabular-nums">{formatRupiah(order.grand_total)}</span>
      </div>
    </Link>
  )
}
