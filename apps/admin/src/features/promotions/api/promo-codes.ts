import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { toast } from 'sonner'
import type { AdminPromoCode, PromoCodeListQuery } from '@store/contract/admin/promotions'
import { getPromoCode, listPromoCodes, setPromoCodeActive } from '@store/contract/admin/promotions'
import { callApi } from '@/lib/api-client'

export const promoCodesKey = ['promo-codes'] as const

export const promoCodeListQuery = (query: PromoCodeListQuery) =>
  queryOptions({
    queryKey: [...promoCodesKey, 'list', query],
    queryFn: async ({ signal }) => (await callApi(listPromoCodes, query, { signal })).data,
    placeholderData: keepPreviousData,
  })

export const usePromoCodes = (query: PromoCodeListQuery) => useQuery(promoCodeListQuery(query))

export const usePromoCode = (id: number | null) =>
  useQuery({
    queryKey: [...promoCodesKey, 'detail', id],
    queryFn: async ({ signal }) => (await callApi(getPromoCode, { id: id ?? 0 }, { signal })).data,
    enabled: id !== null,
  })

type ListAnswer = Awaited<ReturnType<typeof callApi<typeof listPromoCodes>>>['data']

/** Switching off shows at once; a refusal puts the row back and shows the server's message. */
export function useSwitchPromoCode() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { id: number; is_active: boolean }) => callApi(setPromoCodeActive, input),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: promoCodesKey })
      const lists = queryClient.getQueriesData<ListAnswer>({ queryKey: [...promoCodesKey, 'list'] })
      for (const [key, list] of lists) {
        if (!list) continue
        const items = list.items.map((item): AdminPromoCode =>
          item.id === input.id
            ? { ...item, is_active: input.is_active, state: input.is_active ? item.state : 'OFF' }
            : item,
        )
        queryClient.setQueryData(key, { ...list, items })
      }
      return { lists }
    },
    onError: (error, _input, context) => {
      for (const [key, list] of context?.lists ?? []) queryClient.setQueryData(key, list)
      toast.error(error.message)
    },
    onSuccess: ({ data }) =>
      toast.success(`${data.code} is switched ${data.is_active ? 'on' : 'off'}.`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: promoCodesKey }),
  })
}
