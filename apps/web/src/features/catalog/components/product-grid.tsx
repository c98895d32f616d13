import { Link } from 'react-router'
import type { ProductSummary } from '@store/contract/catalog'
import { MESSAGES } from '@store/contract/messages'
import { PRODUCT_PAGE_SIZE } from '@store/contract/constants'
import { useLoadMoreOnScroll } from '../hooks/use-load-more-on-scroll'
import { ProductCard, ProductCardSkeleton } from '@/components/product/product-card'
import * as m from '#messages'

interface ProductGridProps {
  products: ProductSummary[]
  isPending: boolean
  hasNextPage: boolean
  isFetchingNextPage: boolean
  failed: boolean
  onLoadMore: () => void
  onRetry: () => void
}

const GRID = 'grid grid-cols-2 gap-x-3 gap-y-8 md:gap-x-5 lg:grid-cols-3 xl:grid-cols-4'

export function ProductGrid({
  products,
  isPending,
  hasNextPage,
  isFetchingNextPage,
  failed,
  onLoadMore,
  onRetry,
}: ProductGridProps) {
  const canLoad = hasNextPage && !isFetchingNextPage && !failed
  const list = useLoadMoreOnScroll<HTMLUListElement>(onLoadMore, canLoad, products.length)

  if (isPending) return <SkeletonGrid />
  if (failed && products.length === 0) return <LoadFailed onRetry={onRetry} />
  if (products.length === 0) {
    return (
      <div className="flex flex-col items-center gap-5 py-24 text-center">
        <p className="font-display text-3xl">{MESSAGES.emptyResult}</p>
        <p className="max-w-sm text-muted">{m.preparing_new_pieces()}</p>
        <Link to="/products" className="btn-primary">
          {m.continue_shopping()}
        </Link>
      </div>
    )
  }
  return (
    <>
      <ul ref={list} className={GRID}>
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} priority={index < 2} />
          </li>
        ))}
      </ul>
      {isFetchingNextPage && <SkeletonGrid className="mt-8" />}
      <div className="min-h-16 py-10 text-center" aria-live="polite">
        {failed && <LoadFailed onRetry={onRetry} />}
        {!hasNextPage && !failed && (
          <p className="flex items-center gap-4 text-sm tracking-wide text-muted before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
            {MESSAGES.allLoaded}
          </p>
        )}
      </div>
    </>
  )
}

function SkeletonGrid({ className = '' }: { className?: string }) {
  return (
    <div className={`${GRID} ${className}`} role="status" aria-label={m.loading_products()}>
      {Array.from({ length: PRODUCT_PAGE_SIZE }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  )
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center" role="alert">
      <p className="text-muted">{MESSAGES.failProducts}</p>
      <button type="button" onClick={onRetry} className="btn-outline">
        {m.try_again()}
      </button>
    </div>
  )
}
