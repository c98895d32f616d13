import { useId, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { Order } from '@store/contract/orders'
import type { ReturnAnswer } from '@store/contract/returns'
import { formatDateTime } from '@store/contract/format/date-time'
import { LOCALE } from '@/i18n/locale'
import { returnOptionsQuery } from '@/features/orders/api/returns'
import type { ReturnTarget } from '@/features/orders/api/returns'
import { ReturnForm } from './return-form'
import { ReturnList } from './return-list'
import { ReturnSent } from './return-sent'
import * as m from '#messages'

/**
 * Returns and size exchanges of a received order (issue 34): its returns as
 * they stand, and the button that opens the form while the window is open,
 * or the reason it cannot.
 */
export function ReturnSection({ order, target }: { order: Order; target: ReturnTarget }) {
  const titleId = useId()
  const received = order.trx_status === 'COMPLETED'
  const { data } = useQuery({ ...returnOptionsQuery(target), enabled: received })
  const [open, setOpen] = useState(false)
  const [sent, setSent] = useState<ReturnAnswer | null>(null)
  if (!received || !data) return null
  const returnable = data.lines.some((line) => line.returnable > 0)
  return (
    <section aria-labelledby={titleId} className="border-t border-line pt-5">
      <h3
        id={titleId}
        className="mb-3 text-[11px] font-semibold tracking-[0.25em] text-muted uppercase"
      >
        {m.returns_title()}
      </h3>
      {sent && <ReturnSent answer={sent} />}
      <ReturnList
        target={target}
        returns={data.returns.filter((item) => item.return_ref !== sent?.return_ref)}
      />
      {data.refusal && !open && <p className="text-sm">{data.refusal}</p>}
      {!data.refusal && returnable && data.window_closes_at && data.damage_closes_at && (
        <p className="mb-4 text-sm text-muted">
          {m.returns_window_until({
            closes: formatDateTime(data.window_closes_at, LOCALE),
            damage: formatDateTime(data.damage_closes_at, LOCALE),
          })}{' '}
          {m.returns_policy()}
        </p>
      )}
      {open ? (
        <ReturnForm
          target={target}
          options={data}
          order={order}
          onCancel={() => setOpen(false)}
          onSent={(answer) => {
            setSent(answer)
            setOpen(false)
          }}
        />
      ) : (
        !data.refusal &&
        returnable && (
          <button
            type="button"
            className="btn-outline w-full md:w-auto"
            onClick={() => setOpen(true)}
          >
            {m.returns_open_form()}
          </button>
        )
      )}
    </section>
  )
}
