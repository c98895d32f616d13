import { createPortal } from 'react-dom'
import { Toaster as Sonner } from 'sonner'
import { useTopDialog } from './dialog-stack'

/** Toasts at the bottom, inside the topmost open dialog when there is one (dialog-stack.ts). */
export function Toaster() {
  const dialog = useTopDialog()
  const toaster = <Sonner position="bottom-center" closeButton duration={6000} />
  return dialog ? createPortal(toaster, dialog) : toaster
}
