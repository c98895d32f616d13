import { queryOptions } from '@tanstack/react-query'
import { fetchCall } from '@/lib/api-client'

export const ADDRESSES_KEY = ['user', 'addresses']

export const addressesQuery = () =>
  queryOptions({
    queryKey: ADDRESSES_KEY,
    queryFn: async () => (await fetchCall('getAddresses')).data.user_addresses,
  })
