import { queryOptions, skipToken } from '@tanstack/react-query'
import { fetchCall } from '@/lib/api-client'

/** Checkout answers follow stock, so they are asked afresh on every visit to a step. */
const FRESH = { staleTime: 0, retry: false } as const

/** POST checkout: where the cart can be picked up and which hubs can ship it. */
export const availabilityQuery = (deviceId: string) =>
  queryOptions({
    queryKey: ['checkout', 'availability', deviceId],
    queryFn: () => fetchCall('getCheckoutAvailability', { local_device_id: deviceId }),
    ...FRESH,
  })

/** POST check-showroom-stock-availability: how much of each line the place supplies. */
export const placeStockQuery = (deviceId: string, showroomId: number | undefined) =>
  queryOptions({
    queryKey: ['checkout', 'stock', deviceId, showroomId],
    queryFn:
      showroomId === undefined
        ? skipToken
        : async () =>
            (
              await fetchCall('checkShowroomStockAvailability', {
                local_device_id: deviceId,
                showroom_id: showroomId,
              })
            ).data.cart_items_availability,
    ...FRESH,
  })

/** POST checkout-shipping: the courier's services from the hub to the address. */
export const shippingOptionsQuery = (
  deviceId: string,
  hubId: number | undefined,
  subdistrictId: number | undefined,
) =>
  queryOptions({
    queryKey: ['checkout', 'shipping', deviceId, hubId, subdistrictId],
    queryFn:
      hubId === undefined || subdistrictId === undefined
        ? skipToken
        : async () =>
            (
              await fetchCall('checkoutShipping', {
                local_device_id: deviceId,
                showroom_id: hubId,
                subdistrict_id: subdistrictId,
              })
            ).data.sicepat,
    ...FRESH,
  })
