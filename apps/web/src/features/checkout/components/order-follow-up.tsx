import { Link } from 'react-router'
import { orderNumber } from '@store/contract/orders'
import * as m from '#messages'

interface PaidOrder {
  trx_ref: string
  pickup: boolean
  /** A guest's signed order page; null for a member, who follows it under My Orders. */
  order_path: string | null
}

/** After payment: the order's number, where to follow it and, for a pick-up, where its code comes. */
export function OrderFollowUp({ order }: { order: PaidOrder }) {
  const guest = order.order_path !== null
  return (
    <div className="mt-6 grid w-full gap-3 border-t border-line pt-6 text-[15px] leading-relaxed">
      <p className="font-medium" data-testid="order-number">
        {m.paid_order_number({ number: orderNumber(order.trx_ref) })}
      </p>
      <p className="text-muted">{guest ? m.paid_follow_guest() : m.paid_follow_member()}</p>
      {order.pickup && (
        <p className="text-muted">
          {guest ? m.paid_pickup_code_guest() : m.paid_pickup_code_member()}
        </p>
      )}
      {order.order_path && (
        <Link to={order.order_path} className="btn-outline justify-self-center">
          {m.paid_follow_order()}
        </Link>
      )}
    </div>
  )
}
