import { useState } from 'react'
import type { CartItem } from '@store/contract/cart'
import { MESSAGES } from '@store/contract/messages'
import { Dialog } from '@/components/ui/dialog'
import { CloseIcon } from '@/components/ui/icons'
import * as m from '#messages'

interface RemoveLineButtonProps {
  line: CartItem
  onRemove: () => void
  className?: string
}

/** Remove, after the spec's 'Are you sure?' (section 5). */
export function RemoveLineButton({ line, onRemove, className = '' }: RemoveLineButtonProps) {
  const [asking, setAsking] = useState(false)
  const name = m.line_name({ name: line.product_detail.product_name, size: line.size_name })
  return (
    <>
      <button
        type="button"
        onClick={() => setAsking(true)}
        aria-label={m.remove_of({ name })}
        className={`grid size-10 place-items-center text-muted transition hover:text-sale ${className}`}
      >
        <CloseIcon width={18} height={18} />
      </button>
      {asking && (
        <Dialog
          labelledBy="remove-line-title"
          onClose={() => setAsking(false)}
          className="inset-0 m-auto w-[min(400px,90vw)] p-6 shadow-2xl"
        >
          <div>
            <h2 id="remove-line-title" className="font-display text-2xl">
              {MESSAGES.removeConfirm}
            </h2>
            <p className="mt-2 text-sm text-muted">{m.will_be_removed({ name })}</p>
            <div className="mt-6 grid grid-cols-2 gap-3">
              <button
                type="button"
                data-autofocus
                className="btn-outline"
                onClick={() => setAsking(false)}
              >
                {m.cancel()}
              </button>
              <button
                type="button"
                className="btn-primary"
                onClick={() => {
                  setAsking(false)
                  onRemove()
                }}
              >
                {m.remove()}
              </button>
            </div>
          </div>
        </Dialog>
      )}
    </>
  )
}
