import { MESSAGES } from '@store/contract/messages'
import { ApiError } from '@/lib/api-client'
import { useApiErrorToast } from '@/lib/use-api-error'
import { useSearchParams } from 'react-router'
import { useProduct } from '@/api/get-product'
import { useProductPreview } from '../api/get-product-preview'
import { ProductDetail } from './product-detail'
import type { ProductReviewParts } from './product-detail'
import { ProductNotFound } from './product-not-found'
import * as m from '#messages'

/** /product/:id with a numeric id: the product, a not-found page for an unknown id, or a retry. */
export function ProductPage({ id, reviews }: { id: number; reviews: ProductReviewParts }) {
  const product = useProduct(id)
  const notFound = product.error instanceof ApiError && product.error.status === 404
  // An unknown id gets its not-found page, which toasts the failure itself.
  useApiErrorToast(notFound ? null : product.error, MESSAGES.failProduct)
  // Staff open a draft's page with ?preview=1 from the back office.
  const [params] = useSearchParams()
  const previewWanted = notFound && params.has('preview')
  const preview = useProductPreview(id, previewWanted)

  if (product.data) return <ProductDetail product={product.data} reviews={reviews} />
  if (previewWanted && preview.data)
    return (
      <>
        <p role="status" className="bg-ink px-4 py-2 text-center text-sm text-white">
          {m.product_preview_banner()}
        </p>
        <ProductDetail product={preview.data} reviews={reviews} />
      </>
    )
  if (previewWanted && preview.isFetching) return <ProductDetailSkeleton />
  if (notFound) return <ProductNotFound />
  if (product.isError) {
    return (
      <main
        className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-6 text-center"
        role="alert"
      >
        <h1 className="font-display text-2xl">{MESSAGES.failProduct}</h1>
        <p className="text-muted">{m.check_connection()}</p>
        <button type="button" className="btn-outline" onClick={() => void product.refetch()}>
          {m.try_again()}
        </button>
      </main>
    )
  }
  return <ProductDetailSkeleton />
}

function ProductDetailSkeleton() {
  return (
    <main
      className="container-page animate-pulse py-10"
      aria-busy="true"
      aria-label={m.loading_product()}
    >
      <div className="grid gap-8 md:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] md:gap-16">
        <div className="aspect-[4/5] bg-sand" />
        <div className="space-y-4">
          <div className="h-9 w-3/4 bg-sand" />
          <div className="h-4 w-1/3 bg-sand" />
          <div className="h-6 w-1/2 bg-sand" />
          <div className="h-24 bg-sand" />
          <div className="h-12 bg-sand" />
        </div>
      </div>
    </main>
  )
}
