import type { ReactNode } from 'react'
import { Modal } from './modal'

/** A modal sheet along the right edge, full height: the phone's menu. */
export function Drawer({
  label,
  onClose,
  children,
}: {
  label: string
  onClose: () => void
  children: ReactNode
}) {
  return (
    <Modal
      label={label}
      onClose={onClose}
      className="m-0 ml-auto h-dvh max-h-none w-72 bg-white p-4 backdrop:bg-black/40"
    >
      {children}
    </Modal>
  )
}
