import * as m from '#messages'
import type { z } from 'zod'
import type { StaffCall } from '@store/contract/admin/call'
import type { approveReturn } from '@store/contract/admin/returns'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { useReturnMove } from '../api/move-return'

type RefOnlyCall = StaffCall<z.ZodType<{ ref: string }>, (typeof approveReturn)['response']>

/** A move that needs only a yes: what it will do, and the button that does it. */
export function MoveDialog({
  call,
  returnRef,
  title,
  what,
  confirm,
  onClose,
}: {
  call: RefOnlyCall
  returnRef: string
  title: string
  what: string
  confirm: string
  onClose: () => void
}) {
  const move = useReturnMove(call, returnRef, onClose)
  return (
    <Dialog open onClose={onClose} title={title}>
      <div className="flex flex-col gap-4">
        <p className="text-sm">{what}</p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {m.returns_cancel()}
          </Button>
          <Button busy={move.isPending} onClick={() => move.mutate({ ref: returnRef })}>
            {confirm}
          </Button>
        </div>
      </div>
    </Dialog>
  )
}
