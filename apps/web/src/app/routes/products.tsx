import { prefetchProductList } from '@/features/catalog/api/get-products'
import { ProductListPage } from '@/features/catalog/components/product-list-page'
import type { Prefetch } from '../route-module'

export const prefetch: Prefetch = (queryClient, { searchParams }) =>
  prefetchProductList(queryClient, searchParams)

export function Component() {
  return <ProductListPage />
}
