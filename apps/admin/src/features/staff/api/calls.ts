import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import {
  inviteStaff,
  listStaff,
  revokeStaffInvite,
  setStaffActive,
  setStaffTotpRequired,
  updateStaff,
} from '@store/contract/admin/staff'
import type { ApiCall } from '@store/contract/call'
import { callApi } from '@/lib/api-client'
import type { PayloadOf } from '@/lib/api-client'

export const staffListQuery = queryOptions({
  queryKey: ['staff'],
  queryFn: async () => (await callApi(listStaff, {})).data,
  retry: false,
})

/** A staff change: the server's message as a toast, then the list read again. */
function useStaffChange<C extends ApiCall>(call: C, onDone?: () => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (payload: PayloadOf<C>) => callApi(call, payload),
    onSuccess: (answer) => {
      const { message } = answer as { message?: string }
      if (message) toast.success(message)
      onDone?.()
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffListQuery.queryKey }),
  })
}

export const useInviteStaff = (onDone: () => void) => useStaffChange(inviteStaff, onDone)
export const useUpdateStaff = (onDone: () => void) => useStaffChange(updateStaff, onDone)
export const useSetStaffActive = (onDone: () => void) => useStaffChange(setStaffActive, onDone)
export const useRevokeInvite = () => useStaffChange(revokeStaffInvite)
export const useSetTotpRequired = () => useStaffChange(setStaffTotpRequired)
