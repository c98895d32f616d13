import { useId, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { MESSAGES } from '@store/contract/messages'
import { Spinner } from '@/components/ui/spinner'
import { ApiError } from '@/lib/api-client'
import { exchangeTrackingQuery } from '@/features/orders/api/returns'
import type { ReturnTarget } from '@/features/orders/api/returns'
import { TrackingView } from '../tracking-view'
import * as m from '#messages'

/** The exchange's courier tracking, asked when the buyer opens it. */
export function ExchangeTrackingBody({
  target,
  returnRef,
}: {
  target: ReturnTarget
  returnRef: string
}) {
  const { data, error, isPending, refetch } = useQuery(exchangeTrackingQuery(target, returnRef))
  if (data) return <TrackingView tracking={data} />
  if (isPending) return <Spinner label={MESSAGES.loading} />
  return (
    <div role="alert" className="border border-line bg-cream/60 p-4">
      <p>{error instanceof ApiError ? error.message : MESSAGES.connectionFailed}</p>
      <button type="button" className="btn-outline mt-3" onClick={() => void refetch()}>
        {m.try_again_title()}
      </button>
    </div>
  )
}

/**
 * The exchange sent by courier, followed on its own waybill with the order's
 * tracking view, opened in place: the order's modal stays the one dialog.
 */
export function ExchangeTracking({
  target,
  returnRef,
}: {
  target: ReturnTarget
  returnRef: string
}) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  return (
    <div className="mt-2">
      <button
        type="button"
        className="btn-outline"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {open ? m.returns_hide_exchange_tracking() : m.returns_track_exchange()}
      </button>
      <div id={panelId} className="mt-4 text-ink" hidden={!open}>
        {open && <ExchangeTrackingBody target={target} returnRef={returnRef} />}
      </div>
    </div>
  )
}
