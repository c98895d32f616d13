import type { ReactNode } from 'react'
import { Dialog } from '@/components/ui/dialog'
import { CloseIcon } from '@/components/ui/icons'
import * as m from '#messages'

interface OrderModalFrameProps {
  titleId: string
  onClose: () => void
  /** 'detail' is 1000 wide, 'tracking' 800 (spec section 2); both fill a phone's screen. */
  size: 'detail' | 'tracking'
  children: ReactNode
}

const WIDTHS = { detail: 'md:w-[min(1000px,94vw)]', tracking: 'md:w-[min(800px,94vw)]' }

/** The order modals: a centred panel on larger screens, a full-screen sheet on a phone. */
export function OrderModalFrame({ titleId, onClose, size, children }: OrderModalFrameProps) {
  return (
    <Dialog
      labelledBy={titleId}
      onClose={onClose}
      className={`inset-0 m-auto h-dvh w-screen shadow-2xl transition duration-300 starting:translate-y-4 starting:opacity-0 motion-reduce:transition-none md:h-fit md:max-h-[90dvh] ${WIDTHS[size]}`}
    >
      <div className="h-full max-h-[inherit] overflow-y-auto overscroll-contain">
        <button
          type="button"
          onClick={onClose}
          aria-label={m.close()}
          data-autofocus
          className="sticky top-0 float-right z-10 mt-2 mr-2 grid size-11 place-items-center rounded-full bg-[#fffdf9]/90 text-ink"
        >
          <CloseIcon />
        </button>
        <div className="px-5 pt-6 pb-10 md:px-10 md:pt-10">{children}</div>
      </div>
    </Dialog>
  )
}
