import { useMutation, useQueryClient } from '@tanstack/react-query'
import { staffSignIn } from '@store/contract/admin/auth'
import type { StaffSignInInput } from '@store/contract/admin/auth'
import { setStaffSession } from '@/api/get-staff-session'
import { callApi } from '@/lib/api-client'

export const signIn = (input: StaffSignInInput) => callApi(staffSignIn, input)

/** The password step: the answer is the session, which may still ask for a second factor. */
export function useSignIn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signIn,
    onSuccess: ({ data }) => setStaffSession(queryClient, data),
  })
}
