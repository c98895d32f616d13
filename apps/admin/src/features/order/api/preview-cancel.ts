import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { previewOrderCancel } from '@store/contract/admin/order-cancel'
import type { CancelledLine } from '@store/contract/admin/order-cancel'
import { callApi } from '@/lib/api-client'

/** The refund a cancel of these units would owe, as the server's refund rule counts it. */
export const useCancelPreview = (ref: string, lines: CancelledLine[] | undefined) =>
  useQuery({
    queryKey: ['order', ref, 'cancel-preview', lines ?? 'whole'],
    queryFn: async ({ signal }) =>
      (await callApi(previewOrderCancel, { ref, lines }, { signal })).data,
    enabled: lines === undefined || lines.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  })
