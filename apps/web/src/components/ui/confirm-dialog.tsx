import { useId } from 'react'
import { Dialog } from './dialog'
import * as m from '#messages'

interface ConfirmDialogProps {
  question: string
  confirmLabel: string
  onConfirm: () => void
  onCancel: () => void
}

/** A yes/no question in a modal: focus starts on Cancel, Escape cancels. */
export function ConfirmDialog({ question, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const headingId = useId()
  return (
    <Dialog
      labelledBy={headingId}
      onClose={onCancel}
      className="inset-0 m-auto w-[min(440px,92vw)] shadow-2xl"
    >
      <div role="alertdialog" aria-labelledby={headingId} className="px-7 pt-8 pb-7">
        <p id={headingId} className="text-[15px] leading-relaxed">
          {question}
        </p>
        <div className="mt-7 flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onCancel} className="btn-outline" data-autofocus>
            {m.cancel()}
          </button>
          <button type="button" onClick={onConfirm} className="btn-primary">
            {confirmLabel}
          </button>
        </div>
      </div>
    </Dialog>
  )
}
