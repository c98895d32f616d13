import { useMutation, useQueryClient } from '@tanstack/react-query'
import { updatePaymentSettings } from '@store/contract/admin/payment-settings'
import type { UpdatePaymentSettings } from '@store/contract/admin/payment-settings'
import { callApi } from '@/lib/api-client'
import { paymentSettingsQueryOptions } from './get-payment-settings'

export const savePaymentSettings = (input: UpdatePaymentSettings) =>
  callApi(updatePaymentSettings, input)

/** Saves the owner's choices; the answer is the settings as they now stand. */
export function useUpdatePaymentSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: savePaymentSettings,
    onSuccess: ({ data }) => queryClient.setQueryData(paymentSettingsQueryOptions.queryKey, data),
  })
}
