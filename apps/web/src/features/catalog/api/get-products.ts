import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { PRODUCT_PAGE_SIZE } from '@store/contract/constants'
import { hasMorePages } from '@store/contract/product-count'
import { productListPayload } from '@store/contract/product-list-url'
import type { ProductListView } from '@store/contract/product-list-url'
import { fetchCall } from '@/lib/api-client'

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
