import { queryOptions, useQuery } from '@tanstack/react-query'
import { fetchCall } from '@/lib/api-client'
import { useDeviceId } from './use-device-id'

export const cartQueryKey = (deviceId: string) => ['cart', deviceId] as const

/** GET cart; refetched when the tab regains focus, so a second tab stays in step. */
export const cartQueryOptions = (deviceId: string) =>
  queryOptions({
    queryKey: cartQueryKey(deviceId),
    queryFn: async () => (await fetchCall('getCart', { local_device_id: deviceId })).cart,
    staleTime: 0,
    refetchOnWindowFocus: 'always',
  })

/** The device's cart; `cart` is undefined until the device id is read and the answer is in. */
export function useCart() {
  const deviceId = useDeviceId()
  const query = useQuery({ ...cartQueryOptions(deviceId ?? ''), enabled: deviceId !== null })
  return { deviceId, cart: query.data, query }
}
