import { useMutation, useQueryClient } from '@tanstack/react-query'
import { setStaffLanguage } from '@store/contract/admin/auth'
import type { Locale } from '@store/contract/locale'
import { setStaffSession } from '@/api/get-staff-session'
import { callApi } from '@/lib/api-client'

/** Saves the account's language; the answer is the session, which loads the page in it. */
export function useSetLanguage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (language: Locale) => callApi(setStaffLanguage, { language }),
    onSuccess: ({ data }) => setStaffSession(queryClient, data),
  })
}
