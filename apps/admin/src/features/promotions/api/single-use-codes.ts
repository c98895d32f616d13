import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  exportSingleUseCodes,
  getSingleUseCodes,
  makeSingleUseCodes,
} from '@store/contract/admin/single-use-codes'
import type { MakeSingleUseCodesInput } from '@store/contract/admin/single-use-codes'
import { apiUrl, callApi } from '@/lib/api-client'
import { PROMO_CODES } from './promo-code-keys'

const keyOf = (id: number | null) => [...PROMO_CODES, 'single-use', id]

/** How many single-use codes a promo code made, and how many are used. */
export const useSingleUseCodes = (id: number | null) =>
  useQuery({
    queryKey: keyOf(id),
    queryFn:
      id === null
        ? skipToken
        : async ({ signal }) => (await callApi(getSingleUseCodes, { id }, { signal })).data,
  })

export function useMakeSingleUseCodes() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: MakeSingleUseCodesInput & { id: number }) =>
      callApi(makeSingleUseCodes, input),
    onSuccess: ({ data }, input) => queryClient.setQueryData(keyOf(input.id), data),
  })
}

/** The codes as CSV: a plain link the browser downloads with the session cookie. */
export const singleUseCodesHref = (id: number) =>
  `${apiUrl(exportSingleUseCodes.path)}?id=${encodeURIComponent(id)}`
