import { queryOptions, skipToken, useQuery } from '@tanstack/react-query'
import { getProductPhotos } from '@store/contract/admin/product-photos'
import { callApi } from '@/lib/api-client'

export const getPhotos = async (productId: number, signal?: AbortSignal) =>
  (await callApi(getProductPhotos, { product_id: productId }, { signal })).data

export const productPhotosQueryOptions = (productId: number | null) =>
  queryOptions({
    queryKey: ['product-photos', productId],
    queryFn: productId === null ? skipToken : ({ signal }) => getPhotos(productId, signal),
  })

/** A product's photos in order (the cover first) and its size chart. */
export const useProductPhotos = (productId: number | null) =>
  useQuery(productPhotosQueryOptions(productId))
