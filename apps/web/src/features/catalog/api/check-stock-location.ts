import { useMutation } from '@tanstack/react-query'
import { ApiError, handleApiError, request } from '@/lib/api-client'
import type { ResponseOf } from '@/lib/api-client'

// A type, not an interface: the request payload needs its implicit index signature.
export type StockCheck = {
  product_detail_id: number
  size: string
  qty: number
}

/** POST check-stock-location; a failure goes through the general handler of spec section 8. */
export async function checkStockLocation(input: StockCheck) {
  const result = await request('checkStockLocation', input)
  if (!result.ok) {
    handleApiError(result)
    throw new ApiError(result)
  }
  return result.data as ResponseOf<'checkStockLocation'>
}

export const useCheckStockLocation = () => useMutation({ mutationFn: checkStockLocation })
