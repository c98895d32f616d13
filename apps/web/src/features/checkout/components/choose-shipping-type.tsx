import { useQuery } from '@tanstack/react-query'
import { StoreIcon, TruckIcon } from '@/components/ui/icons'
import type { IconComponent } from '@/components/ui/icons'
import { availabilityQuery } from '../api/checkout-queries'
import type { CheckoutFlow } from '../api/use-checkout-flow'
import type { ShippingType } from '@store/contract/checkout-trx'
import { AvailabilityState } from './availability-state'
import { StepFrame } from './step-frame'
import * as m from '#messages'

interface Option {
  type: ShippingType
  title: string
  text: string
  icon: IconComponent
}

const OPTIONS: Option[] = [
  {
    type: 'ONLINE_DELIVERY',
    title: m.online_delivery_title(),
    text: m.online_delivery_text(),
    icon: TruckIcon,
  },
  {
    type: 'PICKUP_ON_STORE',
    title: m.store_pickup_title(),
    text: m.store_pickup_text(),
    icon: StoreIcon,
  },
]

/** choose-shipping-type: only what the cart's stock allows (spec section 4). */
export function ChooseShippingType({ flow }: { flow: CheckoutFlow }) {
  const availability = useQuery(availabilityQuery(flow.deviceId))
  const data = availability.data
  const offered = OPTIONS.filter((option) =>
    option.type === 'ONLINE_DELIVERY'
      ? data?.available_online
      : (data?.available_stores_by_region.length ?? 0) > 0,
  )
  return (
    <StepFrame title={m.how_receive()}>
      {!data ? (
        <AvailabilityState error={availability.error} onRetry={() => void availability.refetch()} />
      ) : offered.length === 0 ? (
        <p role="alert" className="border border-line bg-cream/60 px-6 py-8 text-center">
          {m.nothing_available_anywhere()}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {offered.map(({ type, title, text, icon: Icon }) => (
            <li key={type}>
              <button
                type="button"
                aria-pressed={flow.choices.shippingType === type}
                onClick={() => flow.choose('choose-shipping-type', { shippingType: type })}
                className={`flex h-full w-full flex-col items-start gap-3 border bg-white p-6 text-left transition hover:border-ink ${
                  flow.choices.shippingType === type ? 'border-ink ring-1 ring-ink' : 'border-line'
                }`}
              >
                <span className="grid size-12 place-items-center rounded-full bg-sand">
                  <Icon width={22} height={22} />
                </span>
                <span className="font-display text-xl font-medium">{title}</span>
                <span className="text-sm leading-relaxed text-muted">{text}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </StepFrame>
  )
}
