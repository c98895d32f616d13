import { useMutation, useQueryClient } from '@tanstack/react-query'
import { staffSignOut } from '@store/contract/admin/auth'
import { setStaffSession } from '@/api/get-staff-session'
import { callApi } from '@/lib/api-client'

export const signOut = () => callApi(staffSignOut, {})

/** Ends this session; whatever the answer, nothing of it stays in this tab. */
export function useSignOut(onSignedOut: () => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      queryClient.clear()
      setStaffSession(queryClient, null)
      onSignedOut()
    },
  })
}
