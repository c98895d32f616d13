import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { listAdminProducts } from '@store/contract/admin/products'
import type { AdminProductListQuery } from '@store/contract/admin/products'
import { callApi } from '@/lib/api-client'

/** Every list of products is cached under this key, read again after any product write. */
export const PRODUCT_LISTS = ['admin-products'] as const

export const getProducts = (query: AdminProductListQuery, signal?: AbortSignal) =>
  callApi(listAdminProducts, query, { signal })

export const productsQueryOptions = (query: AdminProductListQuery) =>
  queryOptions({
    queryKey: [...PRODUCT_LISTS, query],
    queryFn: ({ signal }) => getProducts(query, signal),
    placeholderData: keepPreviousData,
  })

/** A page of products as filtered; `enabled` waits, for a search, until enough is typed. */
export const useProducts = (query: AdminProductListQuery, enabled = true) =>
  useQuery({ ...productsQueryOptions(query), enabled })
