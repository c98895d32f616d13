import { useQuery } from '@tanstack/react-query'
import { excludedItemsMessage } from '@store/contract/checkout-messages'
import { Spinner } from '@/components/ui/spinner'
import { useCart } from '@/api/cart/get-cart'
import { usePromos } from '@/api/cart/get-promos'
import { placeStockQuery } from '../api/checkout-queries'
import type { CheckoutFlow } from '../api/use-checkout-flow'
import { chosenPlace } from '../utils/checkout-steps'
import { checkoutTotals } from '../utils/checkout-totals'
import { AvailabilityState } from './availability-state'
import { DeliveryDetails } from './delivery-details'
import { GoToPayment } from './go-to-payment'
import { PromoCodeForm } from './promo-code-form'
import { StepFrame } from './step-frame'
import { SummaryLines } from './summary-lines'
import { SummaryTotals } from './summary-totals'
import * as m from '#messages'

/** order-summary: what is ordered, from where, for how much, then payment. */
export function OrderSummary({ flow }: { flow: CheckoutFlow }) {
  const { choices } = flow
  const { cart } = useCart()
  const bundles = usePromos().data
  const place = chosenPlace(choices)
  const stock = useQuery(placeStockQuery(flow.deviceId, place?.showroom_id))
  const online = choices.shippingType === 'ONLINE_DELIVERY'
  const onBack = () => flow.goTo(online ? 'choose-shipping-method' : 'choose-showroom')
  if (!place || !cart || !bundles || !stock.data) {
    return (
      <StepFrame title={m.order_summary()} onBack={onBack}>
        {stock.error ? (
          <AvailabilityState error={stock.error} onRetry={() => void stock.refetch()} />
        ) : (
          <Spinner label={m.loading_order()} />
        )}
      </StepFrame>
    )
  }
  const totals = checkoutTotals({
    items: cart.cart_items,
    availability: stock.data,
    bundles,
    shippingCost: online ? (choices.shipping?.tariff ?? 0) : 0,
    promo: choices.promo,
  })
  return (
    <StepFrame title={m.order_summary()} onBack={onBack}>
      <div className="grid items-start gap-8 lg:grid-cols-[1fr_340px]">
        <div className="grid gap-6">
          {totals.excludedCount > 0 && (
            <div role="status" className="border-l-2 border-clay bg-cream/70 px-4 py-3 text-sm">
              <p className="font-medium">{excludedItemsMessage(totals.excludedCount)}</p>
              <p className="mt-1 text-muted">{m.excluded_advice()}</p>
            </div>
          )}
          <DeliveryDetails flow={flow} />
          <SummaryLines lines={totals.lines} />
        </div>
        <div className="grid gap-6 border border-line bg-white p-5 sm:p-6 lg:sticky lg:top-24">
          <PromoCodeForm flow={flow} place={place} />
          <SummaryTotals totals={totals} showShipping={online} promoCode={choices.promo?.code} />
          <GoToPayment flow={flow} place={place} />
        </div>
      </div>
    </StepFrame>
  )
}
