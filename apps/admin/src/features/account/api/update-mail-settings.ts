import { useMutation, useQueryClient } from '@tanstack/react-query'
import { updateMyMailSettings } from '@store/contract/admin/staff-mails'
import type { StaffMailSettings } from '@store/contract/admin/staff-mails'
import { callApi } from '@/lib/api-client'
import { mailSettingsQueryOptions } from './get-mail-settings'

export const updateMailSettings = (input: StaffMailSettings) => callApi(updateMyMailSettings, input)

/** Saves the account's mails; the answer is the settings as they now stand. */
export function useUpdateMailSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateMailSettings,
    onSuccess: ({ data }) => queryClient.setQueryData(mailSettingsQueryOptions.queryKey, data),
  })
}
