import { MESSAGES } from '@store/contract/messages'
import { EmptyState } from '@/components/ui/empty-state'
import { BagIcon } from '@/components/ui/icons'
import { Spinner } from '@/components/ui/spinner'
import type { Cart } from '@store/contract/cart'
import { CartLineImage, CartLinePrice, CartLineTotal } from '@/components/cart/cart-line-parts'
import * as m from '#messages'
import { useRupiah } from '@/lib/use-rupiah'

/** The drawer's lines: picture, name, size, quantity and price, then the savings. */
export function CartDrawerBody({ cart }: { cart: Cart | undefined }) {
  const rupiah = useRupiah()
  if (!cart) {
    return (
      <div className="grid place-items-center pt-20">
        <Spinner label={m.loading_cart()} />
      </div>
    )
  }
  if (cart.cart_items.length === 0) {
    return (
      <EmptyState title={MESSAGES.cartEmpty} icon={BagIcon} className="pt-20">
        {m.cart_empty_text()}
      </EmptyState>
    )
  }
  return (
    <div className="px-5">
      <ul aria-label={m.items_in_cart()} className="divide-y divide-line">
        {cart.cart_items.map((line) => (
          <li key={`${line.product_detail_id}-${line.size_code}`} className="flex gap-4 py-4">
            <CartLineImage line={line} className="w-20" />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-display text-base leading-snug">
                {line.product_detail.product_name}
              </p>
              <p className="mt-1 text-muted">
                {m.size_and_qty({ size: line.size_name, qty: line.qty })}
              </p>
              <div className="mt-1">
                <CartLinePrice line={line} />
              </div>
            </div>
            <div className="shrink-0 text-sm">
              <CartLineTotal line={line} />
            </div>
          </li>
        ))}
      </ul>
      {cart.summary.applied_bundles.map((bundle) => (
        <p
          key={bundle.promo_bundle_id}
          className="flex justify-between border-t border-line py-3 text-sm text-sale"
        >
          <span>{bundle.name}</span>
          <span className="tabular-nums">−{rupiah(bundle.discount)}</span>
        </p>
      ))}
      {cart.summary.bundle_hints.map((hint) => (
        <p key={`hint-${hint.promo_bundle_id}`} className="border-t border-line py-3 text-sm">
          {m.bundle_hint_before({ count: hint.missing_qty })}{' '}
          <span className="font-medium">{hint.name}</span>
        </p>
      ))}
    </div>
  )
}
