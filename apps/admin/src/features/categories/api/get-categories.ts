import { queryOptions, useQuery } from '@tanstack/react-query'
import { listAdminCategories } from '@store/contract/admin/categories'
import { callApi } from '@/lib/api-client'

/** Every category answer, the shop's tree the product pickers read included, sits under this key. */
export const CATEGORIES = ['categories'] as const

export const getAdminCategories = async (signal?: AbortSignal) =>
  (await callApi(listAdminCategories, {}, { signal })).data

export const adminCategoriesQueryOptions = queryOptions({
  queryKey: [...CATEGORIES, 'admin'],
  queryFn: ({ signal }) => getAdminCategories(signal),
})

/** The categories with their sub-categories, counts and covers, in the shop's order. */
export const useAdminCategories = () => useQuery(adminCategoriesQueryOptions)
