import * as m from '#messages'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'

/** Switches a promotion on or off from its row; the list shows the change at once. */
export function SwitchButton({
  name,
  active,
  busy,
  onSwitch,
}: {
  name: string
  active: boolean
  busy: boolean
  onSwitch: (active: boolean, done: () => void) => void
}) {
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
