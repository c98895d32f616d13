import { Link } from 'react-router'
import type { Cart } from '@store/contract/cart'
import { MESSAGES } from '@store/contract/messages'
import { useAppState } from '@/stores/app-state'
import { itemCount } from '../utils/item-count'
import * as m from '#messages'
import { useRupiah } from '@/lib/use-rupiah'

/** Subtotal, bundle savings and total; guests are asked to sign in, members go to checkout. */
export function CartSummaryPanel({ cart }: { cart: Cart }) {
  const rupiah = useRupiah()
  const isSignedIn = useAppState((state) => state.isSignedIn)
  const { summary } = cart
  const count = itemCount(cart)
  return (
    <section aria-labelledby="cart-summary-title" className="border border-line bg-white p-6">
      <h2 id="cart-summary-title" className="text-xs font-semibold tracking-[0.2em] uppercase">
        {m.order_summary()}
      </h2>
      <dl className="mt-5 space-y-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-muted">{m.subtotal_items({ count })}</dt>
          <dd className="tabular-nums">{rupiah(summary.items_total)}</dd>
        </div>
        {summary.bundle_discount > 0 && (
          <div className="flex justify-between text-sale">
            <dt>{m.bundle_savings()}</dt>
            <dd className="tabular-nums">−{rupiah(summary.bundle_discount)}</dd>
          </div>
        )}
        <div className="flex justify-between border-t border-line pt-4 text-base font-semibold">
          <dt>{m.total()}</dt>
          <dd className="tabular-nums" data-testid="cart-total">
            {rupiah(summary.total)}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-muted">{m.added_at_checkout()}</p>
      <div className="mt-6 grid gap-3">
        {isSignedIn ? (
          <Link to="/checkout" className="btn-primary w-full">
            {m.checkout()}
          </Link>
        ) : (
          <>
            <Link to="/sign-in?redirect=/cart" className="btn-primary w-full">
              {MESSAGES.signInToPurchase}
            </Link>
            {/* Spec section 6: guests check out with an e-mail address too. */}
            <Link to="/checkout" className="btn-outline w-full">
              {m.checkout_as_guest()}
            </Link>
          </>
        )}
        <Link to="/products" className="btn-outline w-full">
          {m.continue_shopping()}
        </Link>
      </div>
    </section>
  )
}
