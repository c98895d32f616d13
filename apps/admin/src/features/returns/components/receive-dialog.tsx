import * as m from '#messages'
import { useState } from 'react'
import { receiveReturn } from '@store/contract/admin/returns'
import type { StaffReturn } from '@store/contract/admin/returns'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { InputField } from '@/components/ui/field'
import { useUnsavedChanges } from '@/lib/use-unsaved-changes'
import { useReturnMove } from '../api/move-return'
import { receivePayload, startingCounts } from '../utils/receive-form'
import type { LineCount } from '../utils/receive-form'

/** The parcel counted in, per line: the units received and how many are damaged, and the receipt. */
export function ReceiveDialog({
  item,
  title,
  confirm,
  onClose,
}: {
  item: StaffReturn
  title: string
  confirm: string
  onClose: () => void
}) {
  const [counts, setCounts] = useState(() => startingCounts(item))
  const [receipt, setReceipt] = useState('')
  const [wrong, setWrong] = useState<string[]>([])
  const [touched, setTouched] = useState(false)
  useUnsavedChanges(touched)
  const receive = useReturnMove(receiveReturn, item.return_ref, onClose)
  const set = (id: number, field: keyof LineCount, value: string) => {
    setTouched(true)
    setCounts((now) => ({
      ...now,
      [id]: { ...(now[id] ?? { received: '', damaged: '' }), [field]: value },
    }))
  }
  const error = (key: string, max: number) =>
    wrong.includes(key) ? { message: m.returns_count_invalid({ max }) } : undefined
  return (
    <Dialog open onClose={onClose} title={title} wide>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          const answer = receivePayload(item, counts, item.way === 'COURIER' ? receipt : '')
          setWrong('wrong' in answer ? answer.wrong : [])
          if ('payload' in answer) receive.mutate(answer.payload)
        }}
      >
        <p className="text-sm">{m.returns_receive_what()}</p>
        {item.lines.map((line) => (
          <fieldset key={line.id} className="rounded-md border border-line p-3">
            <legend className="px-1 text-sm font-medium">
              {line.product_name} · {m.returns_line_qty({ qty: line.qty, size: line.size_code })}
            </legend>
            <div className="grid grid-cols-2 gap-3">
              <InputField
                label={m.returns_received_qty({ qty: line.qty })}
                inputMode="numeric"
                value={counts[line.id]?.received ?? ''}
                error={error(`received-${line.id}`, line.qty)}
                onChange={(event) => set(line.id, 'received', event.target.value)}
              />
              <InputField
                label={m.returns_damaged_qty()}
                inputMode="numeric"
                value={counts[line.id]?.damaged ?? ''}
                error={error(`damaged-${line.id}`, line.qty)}
                onChange={(event) => set(line.id, 'damaged', event.target.value)}
              />
            </div>
          </fieldset>
        ))}
        {item.way === 'COURIER' && (
          <InputField
            label={m.returns_receipt_amount()}
            hint={m.returns_receipt_hint()}
            inputMode="numeric"
            value={receipt}
            error={error('receipt', 10_000_000)}
            onChange={(event) => {
              setTouched(true)
              setReceipt(event.target.value)
            }}
          />
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {m.returns_cancel()}
          </Button>
          <Button type="submit" busy={receive.isPending}>
            {confirm}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
