import { queryOptions, skipToken } from '@tanstack/react-query'
import { fetchCall } from '@/lib/api-client'
import type { PayloadOf } from '@/lib/api-payload'

export type PaymentReturn = PayloadOf<'confirmPayment'>

/** The return's other fields the store reads (spec section 7, checkout-payment). */
const OPTIONAL_FIELDS = [
  'trx_id',
  'merchant',
  'bill_ref',
  'bill_total',
  'payment_reff',
  'payment_date',
  'bank_user_name',
] as const

/** The return in the address, or null when a field the signature covers is missing. */
export function returnPayload(search: URLSearchParams): PaymentReturn | null {
  const [merchant_id, bill_no, status, signature] = [
    'merchant_id',
    'bill_no',
    'status',
    'signature',
  ].map((field) => search.get(field))
  if (!merchant_id || !bill_no || !status || !signature) return null
  const payload: PaymentReturn = { merchant_id, bill_no, status, signature }
  for (const field of OPTIONAL_FIELDS) {
    const value = search.get(field)
    if (value !== null) payload[field] = value
  }
  return payload
}

/**
 * POST checkout-payment with the signed return. While the notification is
 * still on its way ('We are confirming…') it asks again every few seconds.
 */
export const confirmPaymentQuery = (payload: PaymentReturn | null) =>
  queryOptions({
    queryKey: ['checkout', 'payment-return', payload],
    queryFn:
      payload === null ? skipToken : async () => (await fetchCall('confirmPayment', payload)).data,
    retry: false,
    staleTime: Infinity,
    refetchInterval: (query) => {
      const data = query.state.data
      const waitingForNotice =
        data?.trx_status === 'WAITING_PAYMENT' && !data.payment_data && payload?.status === '2'
      return waitingForNotice && query.state.dataUpdateCount < 20 ? 3000 : false
    },
  })
