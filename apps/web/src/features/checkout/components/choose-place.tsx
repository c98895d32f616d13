import { useQuery } from '@tanstack/react-query'
import { availabilityQuery } from '../api/checkout-queries'
import type { CheckoutFlow } from '../api/use-checkout-flow'
import { useChoosePlace } from '../api/use-choose-place'
import { AvailabilityState } from './availability-state'
import { PlaceList } from './place-list'
import { StepFrame } from './step-frame'
import * as m from '#messages'

/** choose-hub: the hubs that can ship the cart, by region. */
export function ChooseHub({ flow }: { flow: CheckoutFlow }) {
  const availability = useQuery(availabilityQuery(flow.deviceId))
  const { busyId, choose } = useChoosePlace(flow, 'choose-hub')
  return (
    <StepFrame
      title={m.ship_from()}
      description={m.ship_from_text()}
      onBack={() => flow.goTo('choose-address')}
    >
      {availability.data ? (
        <PlaceList
          regions={availability.data.available_stores_by_region_online}
          selectedId={flow.choices.hubId}
          busyId={busyId}
          actionLabel={m.ship_from_here()}
          onChoose={choose}
        />
      ) : (
        <AvailabilityState error={availability.error} onRetry={() => void availability.refetch()} />
      )}
    </StepFrame>
  )
}

/** choose-showroom: the showrooms that hold the cart, by region. */
export function ChooseShowroom({ flow }: { flow: CheckoutFlow }) {
  const availability = useQuery(availabilityQuery(flow.deviceId))
  const { busyId, choose } = useChoosePlace(flow, 'choose-showroom')
  return (
    <StepFrame
      title={m.choose_a_store()}
      description={m.choose_a_store_text()}
      onBack={() => flow.goTo('choose-shipping-type')}
    >
      {availability.data ? (
        <PlaceList
          regions={availability.data.available_stores_by_region}
          selectedId={flow.choices.showroomId}
          busyId={busyId}
          actionLabel={m.pick_up_here()}
          onChoose={choose}
        />
      ) : (
        <AvailabilityState error={availability.error} onRetry={() => void availability.refetch()} />
      )}
    </StepFrame>
  )
}
