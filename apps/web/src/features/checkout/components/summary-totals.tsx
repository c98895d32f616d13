import type { CheckoutTotals } from '../utils/checkout-totals'
import * as m from '#messages'
import { useRupiah } from '@/lib/use-rupiah'

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
  const rupiah = useRupiah()
  const row = (label: string, amount: number, className = '') => (
    <div className={`flex justify-between gap-4 ${className}`}>
      <dt className="text-muted">{label}</dt>
      <dd className="tabular-nums">{rupiah(amount)}</dd>
    </div>
  )
  return (
    <dl className="space-y-3 text-sm">
      {row(m.subtotal(), totals.subtotal)}
      {totals.bundleDiscount > 0 && (
        <div className="flex justify-between gap-4 text-sale">
          <dt>{m.bundle_savings()}</dt>
          <dd className="tabular-nums">−{rupiah(totals.bundleDiscount)}</dd>
        </div>
      )}
      {showShipping ? row(m.shipping(), totals.shippingCost) : row(m.store_pickup(), 0)}
      {promoCode && (
        <div className="flex justify-between gap-4 text-sale">
          <dt>{m.promo_of({ code: promoCode })}</dt>
          <dd className="tabular-nums">−{rupiah(totals.discount)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-4 border-t border-line pt-4 text-base font-semibold">
        <dt>{m.grand_total()}</dt>
        <dd className="tabular-nums" data-testid="grand-total">
          {rupiah(totals.grandTotal)}
        </dd>
      </div>
    </dl>
  )
}
