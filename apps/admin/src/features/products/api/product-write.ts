import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminProduct } from '@store/contract/admin/products'
import { PRODUCT_LISTS } from './get-products'
import { productQueryOptions } from './get-product'

/** After any write: the answer is kept as the product now, and every list is read again. */
export function useProductWrite<P>(
  write: (payload: P) => Promise<{ message: string; product: AdminProduct }>,
) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: ({ product }) => {
      client.setQueryData(productQueryOptions(product.id).queryKey, { product })
      void client.invalidateQueries({ queryKey: PRODUCT_LISTS })
    },
  })
}
