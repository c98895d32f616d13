import { useLayoutEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { Toaster as SonnerToaster } from 'sonner'
import { MAX_TOASTS } from '@/lib/toast-queue'
import { onOpenDialogsChange, topDialog } from './open-dialogs'

// Browsers before the Popover API keep the toasts inside the dialog, usable but carried by its box.
const canPopOver = 'showPopover' in HTMLElement.prototype

/**
 * The element the toasts render into: inside the topmost open modal dialog,
 * where they are usable (the page under a modal is inert), else at the end of
 * the body. It is shown as a popover so it sits in the top layer above that
 * dialog, placed by the viewport and never clipped or moved by the dialog's
 * own box and transitions. It is moved, never re-rendered, so the toasts on
 * screen stay when a dialog opens or closes.
 */
function useToastHost(): HTMLElement {
  const [host] = useState(() => {
    const element = document.createElement('div')
    element.popover = 'manual'
    element.className = 'm-0 size-0 overflow-visible border-0 bg-transparent p-0'
    return element
  })
  useLayoutEffect(() => {
    const place = () => {
      const parent = topDialog() ?? document.body
      if (host.parentElement !== parent) parent.append(host)
      if (!canPopOver) return
      // Shown again, it goes above the dialog that has just entered the top layer.
      if (host.matches(':popover-open')) host.hidePopover()
      host.showPopover()
    }
    place()
    const stop = onOpenDialogsChange(place)
    return () => {
      stop()
      host.remove()
    }
  }, [host])
  return host
}

export function Toaster() {
  const host = useToastHost()
  // Expanded: a toast half-hidden behind the newest one is unreadable (and fails contrast).
  return createPortal(
    <SonnerToaster
      position="top-center"
      richColors
      closeButton
      expand
      visibleToasts={MAX_TOASTS}
    />,
    host,
  )
}
