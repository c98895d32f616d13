import type { ReactNode } from 'react'
import { Dialog } from './dialog'
import { CloseIcon } from './icons'
import * as m from '#messages'

interface DrawerProps {
  title: string
  side: 'left' | 'right'
  onClose: () => void
  children: ReactNode
  footer?: ReactNode
}

const SIDE_CLASSES = {
  left: 'my-0 mr-auto ml-0 starting:-translate-x-full',
  right: 'my-0 mr-0 ml-auto starting:translate-x-full',
}

/** A panel that slides in from the side of the screen, with a titled header. */
export function Drawer({ title, side, onClose, children, footer }: DrawerProps) {
  const titleId = `drawer-${side}-title`
  return (
    <Dialog
      labelledBy={titleId}
      onClose={onClose}
      className={`inset-y-0 h-dvh w-[min(420px,88vw)] transition-transform duration-300 ease-out motion-reduce:transition-none ${SIDE_CLASSES[side]}`}
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-line px-5 py-4">
          <h2 id={titleId} className="text-xs font-semibold tracking-[0.2em] uppercase">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="-mr-2 grid size-11 place-items-center"
            aria-label={m.close()}
          >
            <CloseIcon />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto overscroll-contain">{children}</div>
        {footer && <div className="border-t border-line p-5">{footer}</div>}
      </div>
    </Dialog>
  )
}
