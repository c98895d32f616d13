import { useId } from 'react'
import type { Order } from '@store/contract/orders'
import { OrderDetail } from './order-detail'
import { OrderModalFrame } from './order-modal-frame'

interface OrderDetailModalProps {
  order: Order
  onClose: () => void
  onTrack: () => void
}

/** The order detail modal of spec section 2: 1000 wide, a full-screen sheet on a phone. */
export function OrderDetailModal({ order, onClose, onTrack }: OrderDetailModalProps) {
  const titleId = useId()
  return (
    <OrderModalFrame titleId={titleId} onClose={onClose} size="detail">
      <OrderDetail
        order={order}
        titleId={titleId}
        onTrack={onTrack}
        returns={{ kind: 'member', id: order.id }}
      />
    </OrderModalFrame>
  )
}
