import { queryOptions, useQuery } from '@tanstack/react-query'
import { fetchCall } from '@/lib/api-client'
import { useAppState } from '@/stores/app-state'
import { useDeviceId } from './use-device-id'

/**
 * A signed-in member's cart is theirs, not the device's (decision 013), so the
 * key changes with the session: signing in or out reads the other cart at once.
 */
export const cartQueryKey = (deviceId: string, signedIn = useAppState.getState().isSignedIn) =>
  ['cart', deviceId, signedIn ? 'member' : 'guest'] as const

/** GET cart; refetched when the tab regains focus, so a second tab stays in step. */
export const cartQueryOptions = (deviceId: string, signedIn: boolean) =>
  queryOptions({
    queryKey: cartQueryKey(deviceId, signedIn),
    queryFn: async () => (await fetchCall('getCart', { local_device_id: deviceId })).cart,
    staleTime: 0,
    refetchOnWindowFocus: 'always',
  })

/** The device's cart; `cart` is undefined until the device id is read and the answer is in. */
export function useCart() {
  const deviceId = useDeviceId()
  const signedIn = useAppState((state) => state.isSignedIn)
  const query = useQuery({
    ...cartQueryOptions(deviceId ?? '', signedIn),
    enabled: deviceId !== null,
  })
  return { deviceId, cart: query.data, query }
}
