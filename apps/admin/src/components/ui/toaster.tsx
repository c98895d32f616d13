import { createPortal } from 'react-dom'
import { Toaster as Sonner } from 'sonner'
import { useTopDialog } from '@/components/ui/open-dialogs'

/** Toasts at the top, clear of the save bars at a form's foot, inside the topmost open dialog when there is one (dialog-stack.ts). */
export function Toaster() {
  const dialog = useTopDialog()
  const toaster = <Sonner position="top-center" closeButton duration={6000} />
  return dialog ? createPortal(toaster, dialog) : toaster
}
