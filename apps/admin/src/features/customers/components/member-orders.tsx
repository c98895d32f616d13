import * as m from '#messages'
import { Link } from 'react-router'
import type { MemberOrder } from '@store/contract/admin/customers'
import { orderNumber } from '@store/contract/orders'
import { TRX_STATUS_LABELS, formatDate, formatRupiah } from '@/i18n/locale'

const SHIPPING = { ONLINE_DELIVERY: m.courier(), PICKUP_ON_STORE: m.pick_up() } as Record<
  string,
  string
>

/** The member's orders, newest first, each opening the order's own page. */
export function MemberOrders({ orders }: { orders: MemberOrder[] }) {
  return (
    <section aria-labelledby="orders">
      <h2 id="orders" className="mb-3 text-lg font-semibold">
        {m.orders()}
      </h2>
      {orders.length === 0 ? (
        <p className="text-sm text-muted">{m.customers_no_order_yet()}</p>
      ) : (
        <ul className="divide-y divide-line rounded-lg border border-line bg-white text-sm">
          {orders.map((order) => (
            <li key={order.ref} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
              <Link
                to={`/orders/${order.ref}`}
                className="font-medium underline-offset-2 hover:underline"
              >
                {m.customers_order_number({ number: orderNumber(order.ref) })}
              </Link>
              <span className="text-muted">{formatDate(order.created_at)}</span>
              <span className="text-muted">
                {SHIPPING[order.shipping_type] ?? order.shipping_type}
              </span>
              <span>{TRX_STATUS_LABELS[order.status]}</span>
              <span className={`ml-auto tabular-nums ${order.paid ? '' : 'text-muted'}`}>
                {formatRupiah(order.grand_total)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
