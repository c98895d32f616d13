import { useId } from 'react'
import type { ReactNode } from 'react'
import * as m from '#messages'
import { Modal } from './modal'

interface DialogProps {
  open: boolean
  onClose: () => void
  title: string
  children: ReactNode
  /** Wide dialogs (a table, a grid) take more of a laptop's screen. */
  wide?: boolean
}

/** A titled modal in the middle of the screen, with its close button. */
export function Dialog({ open, onClose, title, children, wide = false }: DialogProps) {
  const titleId = useId()
  if (!open) return null
  return (
    <Modal
      labelledBy={titleId}
      onClose={onClose}
      className={`m-auto w-[calc(100vw-1.5rem)] rounded-lg bg-white p-0 text-ink shadow-xl backdrop:bg-black/40 ${wide ? 'max-w-4xl' : 'max-w-lg'}`}
    >
      <div className="flex max-h-[85vh] flex-col">
        <header className="flex items-center justify-between border-b border-line px-5 py-3">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="rounded p-2 text-muted hover:bg-stone-100"
            aria-label={m.close()}
          >
            ✕
          </button>
        </header>
        <div className="overflow-y-auto px-5 py-4">{children}</div>
      </div>
    </Modal>
  )
}
