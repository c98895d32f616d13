import { queryOptions, useQuery } from '@tanstack/react-query'
import { getMyMailSettings } from '@store/contract/admin/staff-mails'
import { callApi } from '@/lib/api-client'

export const getMailSettings = async (signal?: AbortSignal) =>
  (await callApi(getMyMailSettings, {}, { signal })).data

export const mailSettingsQueryOptions = queryOptions({
  queryKey: ['me', 'mail-settings'],
  queryFn: ({ signal }) => getMailSettings(signal),
})

/** The mails this account has chosen. */
export const useMailSettings = () => useQuery(mailSettingsQueryOptions)
