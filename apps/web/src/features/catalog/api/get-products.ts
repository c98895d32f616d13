import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'
import { PRODUCT_PAGE_SIZE } from '@store/contract/constants'
import { hasMorePages } from '@store/contract/product-count'
import { productListPayload, readProductListView } from '@store/contract/product-list-url'
import type { ProductListView } from '@store/contract/product-list-url'
import { fetchCall } from '@/lib/api-client'
import { headingSources } from '../utils/list-heading'
import { categoryQueryOptions } from './get-category'
import { categorySubQueryOptions } from './get-category-sub'

/** One page of the list, asked exactly as the server pre-renders page 1, so the first view needs no request. */
export const getProductsPage = (view: ProductListView, page: number) =>
  fetchCall('getProducts', productListPayload(view, page))

export const productsInfiniteQueryOptions = (view: ProductListView) =>
  infiniteQueryOptions({
    queryKey: ['products', view],
    queryFn: ({ pageParam }) => getProductsPage(view, pageParam),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages, lastPageParam) => {
      const loaded = pages.reduce((sum, page) => sum + page.products.length, 0)
      return hasMorePages(lastPage, loaded, PRODUCT_PAGE_SIZE) ? lastPageParam + 1 : undefined
    },
  })

export const useProducts = (view: ProductListView) =>
  useInfiniteQuery(productsInfiniteQueryOptions(view))

/** The list's first page, and the category or sub-category its cover shows. */
export const prefetchProductList = (queryClient: QueryClient, searchParams: URLSearchParams) => {
  const view = readProductListView(searchParams)
  const { category, sub } = headingSources(view)
  return [
    queryClient.prefetchInfiniteQuery(productsInfiniteQueryOptions(view)),
    ...(category ? [queryClient.prefetchQuery(categoryQueryOptions(category))] : []),
    ...(sub ? [queryClient.prefetchQuery(categorySubQueryOptions(sub))] : []),
  ]
}
