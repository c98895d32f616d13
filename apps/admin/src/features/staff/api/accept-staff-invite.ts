import { useMutation, useQueryClient } from '@tanstack/react-query'
import { acceptStaffInvite } from '@store/contract/admin/staff'
import type { AcceptInviteInput } from '@store/contract/admin/staff'
import { setStaffSession } from '@/api/get-staff-session'
import { callApi } from '@/lib/api-client'

export const acceptInvite = (input: AcceptInviteInput) => callApi(acceptStaffInvite, input)

/** The invited person's password; the answer is their new session. */
export function useAcceptInvite() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: acceptInvite,
    onSuccess: ({ data }) => setStaffSession(queryClient, data),
  })
}
