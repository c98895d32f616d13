import * as m from '#messages'
import { Link, useParams } from 'react-router'
import { orderNumber } from '@store/contract/orders'
import { AdminApiError } from '@/lib/api-client'
import { useOrderDetail } from '../api/get-order-detail'
import { AttentionBanner } from './attention-banner'
import { OrderActions } from './order-actions'
import { BuyerFacts, PaymentFacts, ShippingFacts } from './order-facts'
import { OrderLines } from './order-lines'
import { OrderNotes } from './order-notes'
import { OrderTimeline } from './order-timeline'
import { StatusBadge } from '@/components/status-badge'
import { formatDateTime } from '@/i18n/locale'

/** One order whole, and what staff may do with it now (docs/decisions/053). */
export function OrderPage() {
  const ref = useParams().ref ?? ''
  const { data: order, error, isPending } = useOrderDetail(ref)
  if (isPending) return <p className="text-muted">{m.loading_order()}</p>
  if (error)
    return (
      <div role="alert" className="space-y-2">
        <p>{error.message}</p>
        {error instanceof AdminApiError && error.status === 404 && (
          <Link to="/" className="underline">
            {m.back_to_back_office()}
          </Link>
        )}
      </div>
    )
  const pickup = order.shipping_type === 'PICKUP_ON_STORE'
  return (
    <div className="mx-auto max-w-6xl">
      <header className="mb-5 flex flex-col gap-4">
        <div>
          <p className="text-xs font-medium tracking-wide text-muted uppercase">
            {m.order_number({ number: orderNumber(order.trx_ref) })} ·{' '}
            {pickup ? m.store_pickup() : m.courier()} · {formatDateTime(order.created_at)}
          </p>
          <h1 className="mt-1 flex flex-wrap items-center gap-3 text-2xl font-semibold break-all">
            {order.trx_ref} <StatusBadge status={order.status} />
          </h1>
        </div>
        <OrderActions order={order} />
      </header>
      <AttentionBanner order={order} />
      {order.cancel_reason && (
        <p className="mb-4 rounded-md bg-red-50 px-4 py-3 text-sm text-red-900">
          {m.cancelled_by_shop({ reason: order.cancel_reason })}
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-4">
          <OrderLines order={order} />
          <OrderTimeline entries={order.timeline} />
        </div>
        <div className="flex flex-col gap-4">
          <ShippingFacts order={order} />
          <BuyerFacts order={order} />
          <PaymentFacts order={order} />
          <OrderNotes order={order} />
        </div>
      </div>
    </div>
  )
}
