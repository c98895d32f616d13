import { queryOptions, skipToken } from '@tanstack/react-query'
import { fetchCall } from '@/lib/api-client'

// Region lists change only with a new government code release: keep them for the session.
const FOREVER = { staleTime: Infinity, gcTime: Infinity }

export const provincesQuery = () =>
  queryOptions({
    queryKey: ['regions', 'provinces'],
    queryFn: async () => (await fetchCall('getProvinces')).data.province_list,
    ...FOREVER,
  })

export const citiesQuery = (provinceId: number | null) =>
  queryOptions({
    queryKey: ['regions', 'cities', provinceId],
    queryFn:
      provinceId === null
        ? skipToken
        : async () => (await fetchCall('getCities', { province_id: provinceId })).data.city_list,
    ...FOREVER,
  })

export const subdistrictsQuery = (cityId: number | null) =>
  queryOptions({
    queryKey: ['regions', 'subdistricts', cityId],
    queryFn:
      cityId === null
        ? skipToken
        : async () =>
            (await fetchCall('getSubdistricts', { city_id: cityId })).data.subdistrict_list,
    ...FOREVER,
  })
