import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { toast } from 'sonner'
import { getMember, listGuests, listMembers } from '@store/contract/admin/customers'
import type { CustomerQuery } from '@store/contract/admin/customers'
import { eraseMember, exportMemberData } from '@store/contract/admin/customer-data'
import type { EraseMemberInput } from '@store/contract/admin/customer-data'
import { apiUrl } from '../../env'
import { callApi } from '../../lib/api'

export const useMembers = (query: CustomerQuery, enabled: boolean) =>
  useQuery({
    queryKey: ['customers', 'members', query],
    queryFn: async () => (await callApi(listMembers, query)).data,
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
  })

export const useGuests = (query: CustomerQuery, enabled: boolean) =>
  useQuery({
    queryKey: ['customers', 'guests', query],
    queryFn: async () => (await callApi(listGuests, query)).data,
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
  })

export const memberQuery = (id: number) =>
  queryOptions({
    queryKey: ['customers', 'member', id],
    queryFn: async () => (await callApi(getMember, { id })).data,
    retry: false,
  })

/** The export is a plain link: the server answers it as a JSON file to keep. */
export const memberExportUrl = (id: number) => `${apiUrl(exportMemberData.path)}?id=${id}`

export function useEraseMember(onDone: () => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: EraseMemberInput) => callApi(eraseMember, input),
    onSuccess: (answer) => {
      toast.success(answer.data.message)
      queryClient.removeQueries({ queryKey: ['customers'] })
      onDone()
    },
  })
}
