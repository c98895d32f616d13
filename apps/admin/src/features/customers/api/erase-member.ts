import { useMutation, useQueryClient } from '@tanstack/react-query'
import { eraseMember } from '@store/contract/admin/customer-data'
import type { EraseMemberInput } from '@store/contract/admin/customer-data'
import { callApi } from '@/lib/api-client'

export const erase = (input: EraseMemberInput) => callApi(eraseMember, input)

/** Erases a member's data for good; no customer answer is kept, they all changed. */
export function useEraseMember() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: erase,
    onSuccess: () => queryClient.removeQueries({ queryKey: ['customers'] }),
  })
}
