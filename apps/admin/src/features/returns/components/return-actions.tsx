import * as m from '#messages'
import { useState } from 'react'
import {
  approveReturn,
  closeReturn,
  readyExchange,
  recordReturnRefund,
  restockReturn,
  shipExchange,
} from '@store/contract/admin/returns'
import type { StaffReturn } from '@store/contract/admin/returns'
import { useStaffSession } from '@/api/get-staff-session'
import { Button } from '@/components/ui/button'
import { offeredMoves } from '../utils/offered-moves'
import type { ReturnMove } from '../utils/offered-moves'
import { ConvertDialog } from './convert-dialog'
import { MoveDialog } from './move-dialog'
import { ReceiveDialog } from './receive-dialog'
import { RefuseDialog } from './refuse-dialog'

const LABELS: Record<ReturnMove, () => string> = {
  approve: m.returns_approve,
  refuse: m.returns_refuse,
  receive: m.returns_receive,
  restock: m.returns_restock,
  'ship-exchange': m.returns_ship_exchange,
  'ready-exchange': m.returns_ready_exchange,
  'convert-to-refund': m.returns_convert,
  'record-refund': m.returns_record_refund,
  close: m.returns_close,
}

/** The moves the return's state allows this role, each a button opening its dialog. */
export function ReturnActions({ item, atCounter }: { item: StaffReturn; atCounter: boolean }) {
  const { data: session } = useStaffSession()
  const [opened, setOpen] = useState<ReturnMove | null>(null)
  const offered = offeredMoves(session?.staff.role, item)
  // When another staff member moved the return first, its dialog no longer applies.
  const open = opened && offered.includes(opened) ? opened : null
  const label = (move: ReturnMove) =>
    move === 'receive' && atCounter ? m.returns_receive_here() : LABELS[move]()
  const close = () => setOpen(null)
  const ref = item.return_ref
  const simple = (call: Parameters<typeof MoveDialog>[0]['call'], what: string) => (
    <MoveDialog
      call={call}
      returnRef={ref}
      title={`${LABELS[open ?? 'approve']()} · ${ref}`}
      what={what}
      confirm={LABELS[open ?? 'approve']()}
      onClose={close}
    />
  )
  if (offered.length === 0) return null
  return (
    <div className="flex w-full flex-wrap gap-2">
      {offered.map((move, index) => (
        <Button
          key={move}
          variant={move === 'refuse' ? 'danger' : index === 0 ? 'primary' : 'secondary'}
          className={move === 'refuse' ? 'sm:ml-auto' : ''}
          onClick={() => setOpen(move)}
        >
          {label(move)}
        </Button>
      ))}
      {open === 'approve' &&
        simple(approveReturn, m.returns_approve_what({ showroom: item.showroom_name }))}
      {open === 'restock' &&
        simple(restockReturn, m.returns_restock_what({ showroom: item.showroom_name }))}
      {open === 'ship-exchange' && simple(shipExchange, m.returns_ship_what())}
      {open === 'ready-exchange' &&
        simple(readyExchange, m.returns_ready_what({ showroom: item.showroom_name }))}
      {open === 'record-refund' && simple(recordReturnRefund, m.returns_record_what())}
      {open === 'close' && simple(closeReturn, m.returns_close_what())}
      {open === 'refuse' && <RefuseDialog returnRef={ref} onClose={close} />}
      {open === 'receive' && (
        <ReceiveDialog
          item={item}
          title={`${label('receive')} · ${ref}`}
          confirm={label('receive')}
          onClose={close}
        />
      )}
      {open === 'convert-to-refund' && <ConvertDialog item={item} onClose={close} />}
    </div>
  )
}
