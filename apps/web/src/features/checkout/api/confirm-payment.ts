import { queryOptions } from '@tanstack/react-query'
import { fetchCall } from '@/lib/api-client'

/** The return's fields the store reads (spec section 7, checkout-payment). */
const RETURN_FIELDS = [
  'trx_id',
  'merchant_id',
  'merchant',
  'bill_no',
  'bill_ref',
  'bill_total',
  'payment_reff',
  'payment_date',
  'bank_user_name',
  'status',
  'signature',
] as const

export function returnPayload(search: URLSearchParams): Record<string, string> | null {
  const payload: Record<string, string> = {}
  for (const field of RETURN_FIELDS) {
    const value = search.get(field)
    if (value !== null) payload[field] = value
  }
  return payload.bill_no && payload.signature ? payload : null
}

/**
 * POST checkout-payment with the signed return. While the notification is
 * still on its way ('We are confirming…') it asks again every few seconds.
 */
export const confirmPaymentQuery = (payload: Record<string, string> | null) =>
  queryOptions({
    queryKey: ['checkout', 'payment-return', payload],
    queryFn: async () => (await fetchCall('confirmPayment', payload ?? {})).data,
    enabled: payload !== null,
    retry: false,
    staleTime: Infinity,
    refetchInterval: (query) => {
      const data = query.state.data
      const waitingForNotice =
        data?.trx_status === 'WAITING_PAYMENT' && !data.payment_data && payload?.status === '2'
      return waitingForNotice && query.state.dataUpdateCount < 20 ? 3000 : false
    },
  })
