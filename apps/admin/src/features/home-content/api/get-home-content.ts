import { queryOptions, useQuery } from '@tanstack/react-query'
import { getHomeContent } from '@store/contract/admin/home-content'
import { callApi } from '@/lib/api-client'

export const getContent = async (signal?: AbortSignal) =>
  (await callApi(getHomeContent, {}, { signal })).data

export const homeContentQueryOptions = queryOptions({
  queryKey: ['home-content'],
  queryFn: ({ signal }) => getContent(signal),
  // A refetch while a form is open would replace what is being typed.
  refetchOnWindowFocus: false,
})

/** Everything the shop's home shows: slides, popup and video, sections, promo bar, gallery. */
export const useHomeContent = () => useQuery(homeContentQueryOptions)
