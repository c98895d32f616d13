import { queryOptions, useQuery } from '@tanstack/react-query'
import { getMissingTranslations } from '@store/contract/admin/translations'
import { callApi } from '@/lib/api-client'
import { PRODUCT_LISTS } from './get-products'

/** Under the product lists' key, so every product write reads the counts again. */
export const missingTranslationsQueryOptions = () =>
  queryOptions({
    queryKey: [...PRODUCT_LISTS, 'missing-translations'],
    queryFn: async ({ signal }) => (await callApi(getMissingTranslations, {}, { signal })).data,
  })

export const useMissingTranslations = () => useQuery(missingTranslationsQueryOptions())
