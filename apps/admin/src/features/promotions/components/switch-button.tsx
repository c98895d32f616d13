import * as m from '#messages'
import { Link } from 'react-router'
import { toast } from 'sonner'
import type { PromotionState } from '@store/contract/admin/promotion-fields'
import { Button } from '@/components/ui/button'

/** A promotion that ran its course: switching it would change nothing a shopper sees. */
const ENDED: readonly PromotionState[] = ['EXPIRED', 'USED_UP']

/**
 * Switches a promotion on or off from its row; the list shows the change at
 * once. One that has ended says so, and leads to its form to run it again
 * (new dates, a higher limit) instead.
 */
export function SwitchButton({
  name,
  active,
  state,
  editTo,
  busy,
  onSwitch,
}: {
  name: string
  active: boolean
  state: PromotionState
  editTo: string
  busy: boolean
  onSwitch: (active: boolean, done: () => void) => void
}) {
  if (active && ENDED.includes(state))
    return (
      <Link
        to={editTo}
        className="inline-flex min-h-9 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap text-ink underline underline-offset-2 hover:text-stone-700"
      >
        {state === 'EXPIRED' ? m.promotions_ended_extend() : m.promotions_ended_raise()}
        <span className="sr-only"> {name}</span>
      </Link>
    )
  return (
    <Button
      variant="secondary"
      className="min-h-9 px-3 whitespace-nowrap"
      busy={busy}
      onClick={() =>
        onSwitch(!active, () =>
          toast.success(
            active
              ? m.promotions_switched_off_toast({ name })
              : m.promotions_switched_on_toast({ name }),
          ),
        )
      }
    >
      {active ? m.switch_off() : m.promotions_switch_on()}
      <span className="sr-only"> {name}</span>
    </Button>
  )
}
