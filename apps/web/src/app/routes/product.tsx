import { useParams } from 'react-router'
import { parseId } from '@store/contract/ids'
import { productQueryOptions } from '@/api/get-product'
import { ProductNotFound } from '@/features/catalog/components/product-not-found'
import { ProductPage } from '@/features/catalog/components/product-page'
import { ProductRatingSummary } from '@/features/reviews/components/product-rating-summary'
import { ProductReviews } from '@/features/reviews/components/product-reviews'
import type { Prefetch } from '../route-module'

export const prefetch: Prefetch = (queryClient, { params }) => {
  const id = parseId(params.id)
  return id === null ? [] : [queryClient.prefetchQuery(productQueryOptions(id))]
}

const reviews = { Summary: ProductRatingSummary, Reviews: ProductReviews }

export function Component() {
  const id = parseId(useParams().id)
  if (id === null) return <ProductNotFound />
  return <ProductPage key={id} id={id} reviews={reviews} />
}
