import { formatPrice } from '@store/contract/pricing'
import { useAppState } from '@/stores/app-state'
import type { CheckoutTotals } from '../utils/checkout-totals'
import * as m from '#messages'

/** Subtotal, bundle savings, shipping, promo and the grand total of spec section 9. */
export function SummaryTotals({
  totals,
  showShipping,
  promoCode,
}: {
  totals: CheckoutTotals
  showShipping: boolean
  promoCode?: string
}) {
  const symbol = useAppState((state) => state.currencySymbol)
  const row = (label: string, amount: number, className = '') => (
    <div className={`flex justify-between gap-4 ${className}`}>
      <dt className="text-muted">{label}</dt>
      <dd className="tabular-nums">{formatPrice(amount, symbol)}</dd>
    </div>
  )
  return (
    <dl className="space-y-3 text-sm">
      {row(m.subtotal(), totals.subtotal)}
      {totals.bundleDiscount > 0 && (
        <div className="flex justify-between gap-4 text-sale">
          <dt>{m.bundle_savings()}</dt>
          <dd className="tabular-nums">−{formatPrice(totals.bundleDiscount, symbol)}</dd>
        </div>
      )}
      {showShipping ? row(m.shipping(), totals.shippingCost) : row(m.store_pickup(), 0)}
      {promoCode && (
        <div className="flex justify-between gap-4 text-sale">
          <dt>{m.promo_of({ code: promoCode })}</dt>
          <dd className="tabular-nums">−{formatPrice(totals.discount, symbol)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-4 border-t border-line pt-4 text-base font-semibold">
        <dt>{m.grand_total()}</dt>
        <dd className="tabular-nums" data-testid="grand-total">
          {formatPrice(totals.grandTotal, symbol)}
        </dd>
      </div>
    </dl>
  )
}
