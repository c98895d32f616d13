import type { ReactNode } from 'react'
import { Dialog } from './dialog'
import { CloseIcon } from './icons'
import * as m from '#messages'

interface ModalProps {
  label: string
  onClose: () => void
  children: ReactNode
  /** Extra classes of the panel; a `w-…` class here replaces the default width. */
  className?: string
}

const DEFAULT_WIDTH = 'w-[min(560px,92vw)]'

/** A centred dialog with a close button in its corner. */
export function Modal({ label, onClose, children, className = '' }: ModalProps) {
  // Two width utilities on one element win by stylesheet order, not class order.
  const width = /(^|\s)w-/.test(className) ? '' : DEFAULT_WIDTH
  return (
    <Dialog
      label={label}
      onClose={onClose}
      className={`inset-0 m-auto max-h-[90dvh] overflow-y-auto shadow-2xl transition duration-300 starting:scale-95 starting:opacity-0 motion-reduce:transition-none ${width} ${className}`}
    >
      <button
        type="button"
        onClick={onClose}
        aria-label={m.close()}
        className="absolute top-2 right-2 z-10 grid size-11 place-items-center rounded-full bg-[#fffdf9]/90 text-ink"
      >
        <CloseIcon />
      </button>
      {children}
    </Dialog>
  )
}
