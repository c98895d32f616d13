import { useEffect, useLayoutEffect, useRef } from 'react'
import type { ReactNode } from 'react'
import { addOpenDialog } from './open-dialogs'

export interface ModalProps {
  /** The accessible name, when no visible heading is referenced. */
  label?: string
  /** The id of the visible heading that names the dialog. */
  labelledBy?: string
  onClose: () => void
  className: string
  children: ReactNode
}

/**
 * The back office's one modal, on the browser's <dialog>: showModal() keeps focus
 * inside and makes the page under it inert, Escape closes it, focus goes back to
 * what opened it, and the toasts are drawn above it (toaster.tsx, decision 036).
 * It is mounted only while open; Dialog and Drawer give it its look.
 */
export function Modal({ label, labelledBy, onClose, className, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const onCloseRef = useRef(onClose)
  useEffect(() => {
    onCloseRef.current = onClose
  })

  // A layout effect: its clean-up runs while the dialog is still in the page, so
  // the toasts it holds move out before React removes it.
  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) dialog.showModal()
    const forget = addOpenDialog(dialog)
    return () => {
      forget()
      if (dialog.open) dialog.close()
      // The dialog leaves the page before it could give the focus back itself.
      if (opener?.isConnected) opener.focus({ preventScroll: true })
    }
  }, [])

  return (
    <dialog
      ref={ref}
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        event.preventDefault()
        onCloseRef.current()
      }}
      className={className}
    >
      {children}
    </dialog>
  )
}
