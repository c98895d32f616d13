import { queryOptions, useQuery } from '@tanstack/react-query'
import { getCategories } from '@store/contract/catalog'
import { callApi } from '@/lib/api-client'

export const getCatalogueCategories = (signal?: AbortSignal) =>
  callApi(getCategories, {}, { signal })

// Under 'categories' so a category's change (the categories screen) reads it again too.
export const catalogueCategoriesQueryOptions = queryOptions({
  queryKey: ['categories', 'catalogue'],
  queryFn: ({ signal }) => getCatalogueCategories(signal),
  staleTime: 5 * 60_000,
})

/** The shop's categories and sub-categories, for a product's and the list's pickers. */
export const useCatalogueCategories = () => useQuery(catalogueCategoriesQueryOptions)
