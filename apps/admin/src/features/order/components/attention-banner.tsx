import * as m from '#messages'
import { markOrderAttentionHandled } from '@store/contract/admin/order-actions'
import type { OrderDetail } from '@store/contract/admin/order-detail'
import { Button } from '@/components/ui/button'
import { useStaffSession } from '@/api/get-staff-session'
import { canAct } from '@/lib/staff-access'
import { useMarkAttentionHandled } from '../api/mark-attention-handled'

/**
 * An order flagged for a person (a payment reversed after the shop moved it,
 * money for a closed order; docs/decisions/050): what happened, and for
 * OWNER and STAFF the button that says it has been dealt with.
 */
export function AttentionBanner({ order }: { order: OrderDetail }) {
  const { data: session } = useStaffSession()
  const handled = useMarkAttentionHandled(order.trx_ref)
  if (!order.attention) return null
  return (
    <section
      aria-labelledby="attention-title"
      className="mb-4 flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="attention-title" className="text-sm font-semibold">
          {m.needs_attention()}
        </h2>
        <p className="text-sm">{order.attention}</p>
      </div>
      {canAct(session?.staff, markOrderAttentionHandled.roles) && (
        <Button
          variant="secondary"
          className="shrink-0"
          busy={handled.isPending}
          onClick={() => handled.mutate({ ref: order.trx_ref })}
        >
          {m.mark_handled()}
        </Button>
      )}
    </section>
  )
}
