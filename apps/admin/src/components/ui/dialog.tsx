import { useEffect, useId, useRef } from 'react'
import type { ReactNode } from 'react'
import { pushDialog, removeDialog } from '@/components/ui/open-dialogs'

interface DialogProps {
  open: boolean
  onClose: () => void
  title: string
  children: ReactNode
  /** Wide dialogs (a table, a grid) take more of a laptop's screen. */
  wide?: boolean
}

/**
 * A modal dialog on the browser's own <dialog>: focus stays inside, Escape
 * and the close button close it, and focus goes back where it was.
 */
export function Dialog({ open, onClose, title, children, wide = false }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog || !open) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    dialog.showModal()
    pushDialog(dialog)
    return () => {
      removeDialog(dialog)
      dialog.close()
      opener?.focus()
    }
  }, [open])
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      className={`m-auto w-[calc(100vw-1.5rem)] rounded-lg bg-white p-0 text-ink shadow-xl backdrop:bg-black/40 ${wide ? 'max-w-4xl' : 'max-w-lg'}`}
    >
      {open && (
        <div className="flex max-h-[85vh] flex-col">
          <header className="flex items-center justify-between border-b border-line px-5 py-3">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="rounded p-2 text-muted hover:bg-stone-100"
              aria-label="Close"
            >
              ✕
            </button>
          </header>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
        </div>
      )}
    </dialog>
  )
}
