import { useId, useState } from 'react'
import { Link } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { ORDER_MESSAGES } from '@store/contract/order-link'
import type { OrderLink } from '@store/contract/order-link'
import { MESSAGES } from '@store/contract/messages'
import { EmptyState } from '@/components/ui/empty-state'
import { Spinner } from '@/components/ui/spinner'
import { ApiError } from '@/lib/api-client'
import { linkedOrderQuery, linkedOrderTrackingQuery } from '../api/orders'
import { OrderDetail } from './order-detail'
import { TrackingModal } from './tracking-modal'
import * as m from '#messages'

/**
 * The order a guest opens from the signed link in an order e-mail: the same
 * detail and tracking as a member's, without signing in. A wrong or partial
 * link says so plainly and reveals nothing.
 */
export function GuestOrder({ link }: { link: OrderLink | null }) {
  const titleId = useId()
  const [tracking, setTracking] = useState(false)
  const { data, error, isPending, refetch } = useQuery({
    ...linkedOrderQuery(link ?? { ref: '', key: '' }),
    enabled: link !== null,
  })
  const notFound = link === null || (error instanceof ApiError && error.status < 500)
  if (notFound)
    return (
      <EmptyState
        title={m.order_not_found()}
        headingLevel="h1"
        className="py-20"
        actions={
          <>
            <Link to="/faq" className="btn-outline">
              {m.help_faq()}
            </Link>
            <Link to="/products" className="btn-primary">
              {m.continue_shopping()}
            </Link>
          </>
        }
      >
        {ORDER_MESSAGES.linkNotValid}
      </EmptyState>
    )
  if (error)
    return (
      <div role="alert" className="py-20 text-center text-sm">
        <p>{error.message}</p>
        <button type="button" className="btn-outline mt-4" onClick={() => void refetch()}>
          {m.try_again_title()}
        </button>
      </div>
    )
  if (isPending || !data)
    return (
      <div className="py-20 text-center">
        <Spinner label={MESSAGES.loading} />
      </div>
    )
  return (
    <div className="mx-auto max-w-[1000px] py-10 md:py-14">
      <OrderDetail
        order={data}
        titleId={titleId}
        onTrack={() => setTracking(true)}
        headingLevel="h1"
        returns={{ kind: 'link', link: link ?? { ref: '', key: '' } }}
      />
      {tracking && link && (
        <TrackingModal
          trxRef={data.trx_ref}
          query={linkedOrderTrackingQuery(link)}
          onClose={() => setTracking(false)}
        />
      )}
    </div>
  )
}
