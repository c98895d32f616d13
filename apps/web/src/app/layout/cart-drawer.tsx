import { Link } from 'react-router'
import { Drawer } from '@/components/ui/drawer'
import { useCart } from '@/api/cart/get-cart'
import { usePromos } from '@/api/cart/get-promos'
import { CartDrawerBody } from '@/features/cart/components/cart-drawer-body'
import * as m from '#messages'
import { useRupiah } from '@/lib/use-rupiah'

/** The slide-out cart (spec section 4): the lines, the subtotal and 'Go To Cart'. */
export function CartDrawer({ onClose }: { onClose: () => void }) {
  const { cart } = useCart()
  usePromos()
  const rupiah = useRupiah()
  const hasLines = (cart?.cart_items.length ?? 0) > 0
  return (
    <Drawer
      title={m.your_cart()}
      side="right"
      onClose={onClose}
      footer={
        <div className="grid gap-3">
          {hasLines && cart && (
            <p className="flex items-baseline justify-between text-sm">
              <span className="font-semibold tracking-[0.2em] uppercase">{m.subtotal()}</span>
              <span className="text-base font-semibold tabular-nums" data-testid="drawer-subtotal">
                {rupiah(cart.summary.total)}
              </span>
            </p>
          )}
          <Link to="/cart" className={hasLines ? 'btn-primary w-full' : 'btn-outline w-full'}>
            {m.go_to_cart()}
          </Link>
          <Link to="/products" onClick={onClose} className="btn-outline w-full">
            {m.continue_shopping()}
          </Link>
        </div>
      }
    >
      <CartDrawerBody cart={cart} />
    </Drawer>
  )
}
