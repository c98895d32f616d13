import { Link } from 'react-router'
import { MESSAGES } from '@store/contract/messages'
import { Drawer } from '@/components/ui/drawer'
import { EmptyState } from '@/components/ui/empty-state'
import { BagIcon } from '@/components/ui/icons'

/**
 * The slide-out cart. Cart lines and the subtotal arrive with the cart API;
 * until then it says plainly that the cart is empty.
 */
export function CartDrawer({ onClose }: { onClose: () => void }) {
  return (
    <Drawer
      title="Your Cart"
      side="right"
      onClose={onClose}
      footer={
        <div className="grid gap-3">
          <Link to="/cart" className="btn-outline w-full">
            Go To Cart
          </Link>
          <Link to="/products" onClick={onClose} className="btn-primary w-full">
            Continue Shopping
          </Link>
        </div>
      }
    >
      <EmptyState title={MESSAGES.cartEmpty} icon={BagIcon} className="pt-20">
        Pieces you add to your cart will wait for you here.
      </EmptyState>
    </Drawer>
  )
}
