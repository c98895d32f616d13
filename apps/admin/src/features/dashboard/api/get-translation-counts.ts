import { useQuery } from '@tanstack/react-query'
import { getMissingTranslations } from '@store/contract/admin/translations'
import type { Locale } from '@store/contract/locale'
import { callApi } from '@/lib/api-client'

/** The products list filtered to those missing `language`, archived ones too (decision 072). */
export const missingProductsLink = (language: Locale) =>
  `/products?missing_translation=${language}&status=ALL`

/** What is left to translate, read afresh each time the dashboard opens. */
export const useTranslationCounts = () =>
  useQuery({
    queryKey: ['dashboard', 'missing-translations'],
    queryFn: async ({ signal }) => (await callApi(getMissingTranslations, {}, { signal })).data,
    staleTime: 0,
  })
