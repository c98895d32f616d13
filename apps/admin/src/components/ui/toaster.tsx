import { useLayoutEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { Toaster as Sonner } from 'sonner'
import { onOpenDialogsChange, topDialog } from './open-dialogs'

// Browsers before the Popover API keep the toasts inside the dialog, usable but carried by its box.
const canPopOver = 'showPopover' in HTMLElement.prototype

/**
 * The element the toasts render into: inside the topmost open modal dialog, where
 * they are usable (the page under a modal is inert), else at the end of the body.
 * It is shown as a popover so it sits in the top layer above that dialog. It is
 * moved, never rendered again, so a toast raised as a dialog closes ("… was
 * saved.") stays on screen (decision 036, the shop's rule).
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

/** Toasts at the top, clear of the save bars at a form's foot. */
export function Toaster() {
  const host = useToastHost()
  return createPortal(<Sonner position="top-center" closeButton duration={6000} />, host)
}
