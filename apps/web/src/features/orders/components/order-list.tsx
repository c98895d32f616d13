import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { MESSAGES } from '@store/contract/messages'
import { Spinner } from '@/components/ui/spinner'
import { useApiErrorToast } from '@/lib/use-api-error'
import { orderTrackingQuery, ordersQuery } from '../api/orders'
import { OrderCard } from './order-card'
import { OrderDetailModal } from './order-detail-modal'
import { TrackingModal } from './tracking-modal'
import * as m from '#messages'

/**
 * /account/orders: the member's orders, newest first. The open order lives in
 * the address (?order=<id>), so e-mails and notifications link straight to it,
 * and Back closes the modal.
 */
export function OrderList() {
  const { data, error, refetch } = useQuery(ordersQuery())
  useApiErrorToast(error)
  const [params, setParams] = useSearchParams()
  const [tracking, setTracking] = useState(false)
  const openId = Number(params.get('order'))
  const open = data?.find((order) => order.id === openId) ?? null

  const show = (id: number | null) => {
    setTracking(false)
    setParams(id === null ? {} : { order: String(id) }, { replace: id === null })
  }

  if (error && !data)
    return (
      <div role="alert" className="border border-line bg-cream/60 px-6 py-10 text-center text-sm">
        <p>{error.message}</p>
        <button type="button" className="btn-outline mt-4" onClick={() => void refetch()}>
          {m.try_again_title()}
        </button>
      </div>
    )
  if (!data) return <Spinner label={MESSAGES.loading} />
  return (
    <div>
      {data.length === 0 ? (
        <div className="border border-line bg-cream/60 px-6 py-12 text-center">
          <p className="text-[15px] text-muted">{MESSAGES.noOrders}</p>
          <Link to="/products" className="btn-primary mt-6 inline-flex">
            {m.continue_shopping()}
          </Link>
        </div>
      ) : (
        <ul className="space-y-4">
          {data.map((order) => (
            <OrderCard key={order.id} order={order} onOpen={() => show(order.id)} />
          ))}
        </ul>
      )}
      {params.has('order') && !open && (
        <p role="alert" className="mt-6 text-sm text-sale">
          {m.order_not_in_account()}
        </p>
      )}
      {open && (
        <OrderDetailModal
          order={open}
          onClose={() => show(null)}
          onTrack={() => setTracking(true)}
        />
      )}
      {open && tracking && (
        <TrackingModal
          trxRef={open.trx_ref}
          query={orderTrackingQuery(open.id)}
          onClose={() => setTracking(false)}
        />
      )}
    </div>
  )
}
