import { useQuery } from '@tanstack/react-query'
import { availabilityQuery } from '../api/checkout-queries'
import type { CheckoutFlow } from '../api/use-checkout-flow'
import { useChoosePlace } from '../api/use-choose-place'
import { AvailabilityState } from './availability-state'
import { PlaceList } from './place-list'
import { StepFrame } from './step-frame'

/** choose-hub: the hubs that can ship the cart, by region. */
export function ChooseHub({ flow }: { flow: CheckoutFlow }) {
  const availability = useQuery(availabilityQuery(flow.deviceId))
  const { busyId, choose } = useChoosePlace(flow, 'choose-hub')
  return (
    <StepFrame
      title="Ship from"
      description="Choose the KAINARA hub your parcel leaves from; a nearer hub usually arrives sooner and costs less."
      onBack={() => flow.goTo('choose-address')}
    >
      {availability.data ? (
        <PlaceList
          regions={availability.data.available_stores_by_region_online}
          selectedId={flow.choices.hubId}
          busyId={busyId}
          actionLabel="Ship from here"
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
      title="Choose a store"
      description="Your order is ready at least 1 hour after your payment succeeds. Stores are open 10:00-20:00 WIB."
      onBack={() => flow.goTo('choose-shipping-type')}
    >
      {availability.data ? (
        <PlaceList
          regions={availability.data.available_stores_by_region}
          selectedId={flow.choices.showroomId}
          busyId={busyId}
          actionLabel="Pick up here"
          onChoose={choose}
        />
      ) : (
        <AvailabilityState error={availability.error} onRetry={() => void availability.refetch()} />
      )}
    </StepFrame>
  )
}
