import { useMutation, useQueryClient } from '@tanstack/react-query'
import { bulkAdminProducts } from '@store/contract/admin/product-bulk'
import type { BulkProductsInput } from '@store/contract/admin/product-bulk'
import { callApi } from '@/lib/api-client'
import { PRODUCT_LISTS } from './get-products'

/** One move on the selected products; the lists and any open product are read again. */
export function useBulkProducts() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: BulkProductsInput) => callApi(bulkAdminProducts, input),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: PRODUCT_LISTS })
      void client.invalidateQueries({ queryKey: ['admin-product'] })
    },
  })
}
