import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { getCategories } from '@store/contract/catalog'
import {
  archiveAdminProduct,
  createAdminProduct,
  duplicateAdminProduct,
  getAdminProduct,
  listAdminProducts,
  restoreAdminProduct,
  updateAdminProduct,
} from '@store/contract/admin/products'
import type { AdminProduct, AdminProductListQuery } from '@store/contract/admin/products'
import { callApi } from '@/lib/api-client'
import type { PayloadOf } from '@/lib/api-client'

export const productListQuery = (query: AdminProductListQuery) =>
  queryOptions({
    queryKey: ['admin-products', query],
    queryFn: ({ signal }) => callApi(listAdminProducts, query, { signal }),
    placeholderData: keepPreviousData,
  })

export const useProductList = (query: AdminProductListQuery, enabled = true) =>
  useQuery({ ...productListQuery(query), enabled })

export const productQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin-product', id],
    queryFn: ({ signal }) => callApi(getAdminProduct, { id }, { signal }),
  })

export const useProduct = (id: number) => useQuery(productQuery(id))

export const useCategories = () =>
  useQuery({
    queryKey: ['categories'],
    queryFn: ({ signal }) => callApi(getCategories, {}, { signal }),
    staleTime: 5 * 60_000,
  })

/** After any write: the list and the product read again, the answer kept as the product now. */
function useProductWrite<P>(
  write: (payload: P) => Promise<{ message: string; product: AdminProduct }>,
) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: ({ product }) => {
      client.setQueryData(productQuery(product.id).queryKey, { product })
      void client.invalidateQueries({ queryKey: ['admin-products'] })
    },
  })
}

export const useCreateProduct = () =>
  useProductWrite((payload: PayloadOf<typeof createAdminProduct>) =>
    callApi(createAdminProduct, payload),
  )
export const useUpdateProduct = () =>
  useProductWrite((payload: PayloadOf<typeof updateAdminProduct>) =>
    callApi(updateAdminProduct, payload),
  )
export const useArchiveProduct = () =>
  useProductWrite((id: number) => callApi(archiveAdminProduct, { id }))
export const useRestoreProduct = () =>
  useProductWrite((id: number) => callApi(restoreAdminProduct, { id }))
export const useDuplicateProduct = () =>
  useProductWrite((payload: PayloadOf<typeof duplicateAdminProduct>) =>
    callApi(duplicateAdminProduct, payload),
  )
