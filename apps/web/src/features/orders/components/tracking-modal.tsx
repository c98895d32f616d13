import { useId } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query'
import { orderNumber } from '@store/contract/orders'
import type { OrderTracking } from '@store/contract/orders'
import { MESSAGES } from '@store/contract/messages'
import { Spinner } from '@/components/ui/spinner'
import { ApiError } from '@/lib/api-client'
import { OrderModalFrame } from './order-modal-frame'
import { TrackingView } from './tracking-view'
import * as m from '#messages'

interface TrackingModalProps<K extends QueryKey> {
  trxRef: string
  /** The member's or the guest link's tracking call; asked afresh on each opening. */
  query: UseQueryOptions<OrderTracking, Error, OrderTracking, K>
  onClose: () => void
}

/** 'ORDER #XXXXXXXX TRACKING' (spec section 2), 800 wide. */
export function TrackingModal<K extends QueryKey>({
  trxRef,
  query,
  onClose,
}: TrackingModalProps<K>) {
  const titleId = useId()
  const { data, error, isPending, refetch } = useQuery(query)
  return (
    <OrderModalFrame titleId={titleId} onClose={onClose} size="tracking">
      <h2 id={titleId} className="mb-6 pr-10 font-display text-2xl font-medium md:text-3xl">
        {m.order_tracking_title({ number: orderNumber(trxRef) })}
      </h2>
      {data ? (
        <TrackingView tracking={data} />
      ) : isPending ? (
        <Spinner label={MESSAGES.loading} />
      ) : (
        <div role="alert" className="border border-line bg-cream/60 p-6 text-sm">
          <p>{error instanceof ApiError ? error.message : MESSAGES.connectionFailed}</p>
          <button type="button" className="btn-outline mt-4" onClick={() => void refetch()}>
            {m.try_again_title()}
          </button>
        </div>
      )}
    </OrderModalFrame>
  )
}
