import type { ReturnAnswer } from '@store/contract/returns'
import { useRupiah } from '@/lib/use-rupiah'
import type { ReturnTarget } from '@/features/orders/api/returns'
import { ExchangeTracking } from './exchange-tracking'
import * as m from '#messages'

const STATE_NAMES: Record<ReturnAnswer['state'], () => string> = {
  REQUESTED: m.returns_state_requested,
  APPROVED: m.returns_state_approved,
  REFUSED: m.returns_state_refused,
  RECEIVED: m.returns_state_received,
  RESTOCKED: m.returns_state_restocked,
  EXCHANGE_SHIPPED: m.returns_state_exchange_shipped,
  EXCHANGE_READY: m.returns_state_exchange_ready,
  REFUND_RECORDED: m.returns_state_refund_recorded,
  CLOSED: m.returns_state_closed,
}

export const returnStateName = (state: ReturnAnswer['state']) => STATE_NAMES[state]()

/** The order's returns as they stand: reference, state, lines, what came of them, the exchange's tracking. */
export function ReturnList({
  returns,
  target,
}: {
  returns: readonly ReturnAnswer[]
  target: ReturnTarget
}) {
  const rupiah = useRupiah()
  if (returns.length === 0) return null
  return (
    <ul aria-label={m.returns_list_title()} className="mb-5 grid gap-3">
      {returns.map((item) => (
        <li key={item.return_ref} className="border border-line bg-white/60 p-4 text-sm">
          <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <span className="font-semibold tracking-[0.08em]">{item.return_ref}</span>
            <span>
              <span className="text-muted">{m.returns_state()}: </span>
              <span className="font-semibold">{returnStateName(item.state)}</span>
            </span>
          </p>
          <ul className="mt-2 grid gap-1 text-muted">
            {item.lines.map((line) => (
              <li key={line.id}>
                {m.returns_line_summary({
                  product: line.product_name,
                  size: line.size_code,
                  qty: line.qty,
                })}
                {line.exchange_size && ` ${m.returns_exchange_to({ size: line.exchange_size })}`}
              </li>
            ))}
          </ul>
          {item.state === 'REFUSED' && item.refusal_reason && (
            <p className="mt-2">{m.returns_refused_because({ reason: item.refusal_reason })}</p>
          )}
          {item.exchange_no_resi && (
            <>
              <p className="mt-2">{m.returns_exchange_waybill({ resi: item.exchange_no_resi })}</p>
              <ExchangeTracking target={target} returnRef={item.return_ref} />
            </>
          )}
          {item.refund_amount !== null && (
            <p className="mt-2">
              {m.returns_refund_amount({ amount: rupiah(item.refund_amount) })}
            </p>
          )}
        </li>
      ))}
    </ul>
  )
}
