import type { ReactNode } from 'react'
import { Drawer } from '@/components/ui/drawer'
import * as m from '#messages'

interface FilterDrawerProps {
  productCount: string | undefined
  onClose: () => void
  children: ReactNode
}

/** The phone's filter panel; its footer closes it onto the results. */
export function FilterDrawer({ productCount, onClose, children }: FilterDrawerProps) {
  return (
    <Drawer
      title={m.filter()}
      side="left"
      onClose={onClose}
      footer={
        <button type="button" className="btn-primary w-full" onClick={onClose}>
          {productCount === undefined ? m.show_items() : m.show_n_items({ count: productCount })}
        </button>
      }
    >
      <div className="px-5 py-6">{children}</div>
    </Drawer>
  )
}
