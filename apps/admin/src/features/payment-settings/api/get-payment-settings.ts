import { queryOptions, useQuery } from '@tanstack/react-query'
import { getPaymentSettings } from '@store/contract/admin/payment-settings'
import { callApi } from '@/lib/api-client'

export const readPaymentSettings = async (signal?: AbortSignal) =>
  (await callApi(getPaymentSettings, {}, { signal })).data

export const paymentSettingsQueryOptions = queryOptions({
  queryKey: ['payment-settings'],
  queryFn: ({ signal }) => readPaymentSettings(signal),
})

/** The channels the payment setup takes, which of them are offered, and the reminder's hours. */
export const usePaymentSettings = () => useQuery(paymentSettingsQueryOptions)
