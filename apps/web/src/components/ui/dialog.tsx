import { useEffect, useLayoutEffect, useRef } from 'react'
import type { ReactNode } from 'react'
import { addOpenDialog } from './open-dialogs'

export interface DialogProps {
  /** The accessible name, when no visible heading is referenced. */
  label?: string
  /** The id of the visible heading that names the dialog. */
  labelledBy?: string
  onClose: () => void
  className?: string
  children: ReactNode
}

/**
 * A modal built on the native <dialog>: showModal() makes the rest of the page
 * inert (focus stays inside) and Escape fires `cancel`. It is mounted only
 * while open, so closed overlays cost nothing on the first view.
 */
export function Dialog({ label, labelledBy, onClose, className = '', children }: DialogProps) {
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
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    const root = document.documentElement
    const overflow = root.style.overflow
    root.style.overflow = 'hidden'
    return () => {
      forget()
      if (dialog.open) dialog.close()
      root.style.overflow = overflow
      // The dialog leaves the DOM before it could restore focus itself.
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
      onClick={(event) => {
        // A click on the dialog element itself is a click on its backdrop; the second
        // click of the double click that opened the dialog is not a wish to close it.
        if (event.target === event.currentTarget && event.detail < 2) onCloseRef.current()
      }}
      className={`max-h-none max-w-none overflow-hidden bg-[#fffdf9] p-0 text-ink backdrop:bg-ink/45 ${className}`}
    >
      {children}
    </dialog>
  )
}
