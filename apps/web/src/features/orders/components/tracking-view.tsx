import type { OrderTracking } from '@store/contract/orders'
import { formatDateTime } from '@store/contract/format/date-time'
import { shown } from '../utils/order-view'
import { courierStatusName } from '@store/contract/format/courier-status'
import { LOCALE } from '@/i18n/locale'
import * as m from '#messages'

const isDelivered = (status: string) => status.toUpperCase() === 'DELIVERED'

/** Last Status and the Tracking History, newest first, DELIVERED highlighted (spec section 2). */
export function TrackingView({ tracking }: { tracking: OrderTracking }) {
  const last = tracking.last_status
  return (
    <div className="space-y-8">
      <section
        className={`border p-5 ${isDelivered(last.status) ? 'border-clay bg-clay/10' : 'border-line bg-cream/60'}`}
      >
        <h3 className="text-[11px] font-semibold tracking-[0.25em] text-muted uppercase">
          {m.last_status()}
        </h3>
        <p className="mt-2 font-display text-2xl font-medium">
          {courierStatusName(last.status, LOCALE)}
        </p>
        <p className="mt-1 text-sm text-muted">
          {formatDateTime(last.date_time, LOCALE)}
          {last.receiver_name && <> · {last.receiver_name}</>}
        </p>
      </section>
      <section>
        <h3 className="mb-4 text-[11px] font-semibold tracking-[0.25em] text-muted uppercase">
          {m.tracking_history()}
        </h3>
        <ol className="border-l border-line">
          {tracking.track_history.map((entry, index) => {
            const delivered = isDelivered(entry.status)
            return (
              <li
                key={`${entry.date_time}-${entry.status}-${index}`}
                data-delivered={delivered || undefined}
                className={`relative ml-4 pb-5 pl-3 text-sm ${delivered ? 'font-semibold text-clay' : ''}`}
              >
                <span
                  aria-hidden="true"
                  className={`absolute top-1.5 -left-[21px] size-2.5 rounded-full ${delivered ? 'bg-clay' : index === 0 ? 'bg-ink' : 'bg-line'}`}
                />
                <p className="text-muted">
                  <time dateTime={entry.date_time}>{formatDateTime(entry.date_time, LOCALE)}</time>{' '}
                  <span className={delivered ? 'text-clay' : 'text-ink'}>
                    [{courierStatusName(entry.status, LOCALE)}]
                  </span>
                </p>
                {/* The courier writes what happened into city, or into receiver_name on delivery. */}
                <p className="mt-0.5">{shown(entry.city ?? entry.receiver_name)}</p>
                {entry.city && entry.receiver_name && <p>{entry.receiver_name}</p>}
              </li>
            )
          })}
        </ol>
      </section>
      <p className="text-xs text-muted">
        {m.from_to({ from: shown(tracking.sender_address), to: shown(tracking.receiver_address) })}
      </p>
    </div>
  )
}
