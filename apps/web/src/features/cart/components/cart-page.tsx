import { Link } from 'react-router'
import { MESSAGES } from '@store/contract/messages'
import { EmptyState } from '@/components/ui/empty-state'
import { BagIcon } from '@/components/ui/icons'
import { PageHeading } from '@/components/ui/page-heading'
import { useAppState } from '@/stores/app-state'
import { useCartChange } from '@/api/cart/cart-mutations'
import { useCart } from '@/api/cart/get-cart'
import { usePromos } from '@/api/cart/get-promos'
import { BundleNotes } from './bundle-notes'
import { CartLinesCards } from './cart-lines-cards'
import { CartLinesTable } from './cart-lines-table'
import type { CartLinesProps } from './cart-lines-table'
import { CartSummaryPanel } from './cart-summary-panel'
import * as m from '#messages'
import * as w from '@store/contract/words'

function CartSkeleton() {
  return (
    <div aria-busy="true" aria-label={m.loading_cart()} className="grid gap-4">
      {[0, 1].map((index) => (
        <div key={index} className="flex animate-pulse gap-4 border-b border-line py-5">
          <div className="aspect-[4/5] w-24 bg-sand" />
          <div className="flex-1 space-y-3 pt-1">
            <div className="h-4 w-2/3 bg-sand" />
            <div className="h-3 w-1/3 bg-sand" />
          </div>
        </div>
      ))}
    </div>
  )
}

/** /cart: the lines, bundles and totals; its shell renders before the device id is read. */
export function CartPage() {
  const { cart } = useCart()
  usePromos()
  const change = useCartChange()
  const isSignedIn = useAppState((state) => state.isSignedIn)
  const handlers: Omit<CartLinesProps, 'lines'> = {
    onStep: (line, step) => change.mutate({ kind: 'step', key: line, step }),
    onRemove: (line) => change.mutate({ kind: 'remove', key: line }),
  }
  return (
    <main id="main" className="pb-20">
      <PageHeading title={m.shopping_cart()} documentTitle={w.page_cart()} />
      <div className="container-page">
        {!cart ? (
          <CartSkeleton />
        ) : cart.cart_items.length === 0 ? (
          <div className="mx-auto max-w-3xl border border-line bg-cream/60">
            <EmptyState
              title={MESSAGES.cartEmpty}
              icon={BagIcon}
              actions={
                <>
                  {!isSignedIn && (
                    <Link to="/sign-in?redirect=/cart" className="btn-outline whitespace-nowrap">
                      {MESSAGES.signInToPurchase}
                    </Link>
                  )}
                  <Link to="/products" className="btn-primary whitespace-nowrap">
                    {m.continue_shopping()}
                  </Link>
                </>
              }
            >
              {m.cart_empty_text()}
            </EmptyState>
          </div>
        ) : (
          <div className="grid items-start gap-8 lg:grid-cols-[1fr_360px] lg:gap-12">
            <div>
              <CartLinesTable lines={cart.cart_items} {...handlers} />
              <CartLinesCards lines={cart.cart_items} {...handlers} />
            </div>
            <div className="grid gap-4 lg:sticky lg:top-24">
              <BundleNotes summary={cart.summary} />
              <CartSummaryPanel cart={cart} />
            </div>
          </div>
        )}
      </div>
    </main>
  )
}
