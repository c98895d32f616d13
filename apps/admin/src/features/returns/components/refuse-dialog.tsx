import * as m from '#messages'
import { useState } from 'react'
import { refuseReturn } from '@store/contract/admin/returns'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { TextAreaField } from '@/components/ui/field'
import { useUnsavedChanges } from '@/lib/use-unsaved-changes'
import { useReturnMove } from '../api/move-return'

/** A refusal with the reason the buyer reads; its held sizes go back to stock. */
export function RefuseDialog({ returnRef, onClose }: { returnRef: string; onClose: () => void }) {
  const [reason, setReason] = useState('')
  const [short, setShort] = useState(false)
  useUnsavedChanges(reason !== '')
  const refuse = useReturnMove(refuseReturn, returnRef, onClose)
  return (
    <Dialog open onClose={onClose} title={`${m.returns_refuse()} · ${returnRef}`}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          const said = reason.trim()
          setShort(said.length < 4 || said.length > 500)
          if (said.length >= 4 && said.length <= 500)
            refuse.mutate({ ref: returnRef, reason: said })
        }}
      >
        <p className="text-sm">{m.returns_refuse_what()}</p>
        <TextAreaField
          label={m.returns_refuse_reason()}
          rows={3}
          maxLength={500}
          value={reason}
          error={short ? { message: m.returns_refuse_reason_short() } : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {m.returns_cancel()}
          </Button>
          <Button type="submit" variant="danger" busy={refuse.isPending}>
            {m.returns_refuse()}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
