import * as m from '#messages'
import type { BoardOrder } from '@store/contract/admin/orders-board'
import { PAYMENT_STATE_LABELS } from '../utils/labels'
import { StatusBadge } from '@/components/status-badge'

export const orderPath = (order: BoardOrder) => `/orders/${encodeURIComponent(order.trx_ref)}`

export const typeLabel = (order: BoardOrder) =>
  order.shipping_type === 'ONLINE_DELIVERY' ? m.courier() : m.pick_up()

/** Where the order goes out from: the courier's service, or the showroom it is collected at. */
export const routeLabel = (order: BoardOrder) =>
  order.shipping_type === 'ONLINE_DELIVERY'
    ? m.courier_from({ courier: order.courier ?? m.courier(), showroom: order.showroom_name })
    : order.showroom_name

/** The board's badge: a packed order waiting for its courier says so. */
export function OrderStatusBadge({ order }: { order: BoardOrder }) {
  return (
    <StatusBadge status={order.status} label={order.group === 'packed' ? m.packed() : undefined} />
  )
}

export function PaymentLine({ order }: { order: BoardOrder }) {
  const state = PAYMENT_STATE_LABELS[order.payment_state]
  return (
    <span className={order.payment_state === 'failed' ? 'text-danger' : 'text-muted'}>
      {order.payment_channel ? `${order.payment_channel} · ${state}` : state}
    </span>
  )
}
