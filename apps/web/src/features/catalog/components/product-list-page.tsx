import { lazy, Suspense, useState } from 'react'
import { MESSAGES } from '@store/contract/messages'
import { productCountLabel } from '@store/contract/product-count'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { useApiErrorToast } from '@/lib/use-api-error'
import { useProducts } from '../api/get-products'
import { useProductListView } from '../hooks/use-product-list-view'
import { useListHeading } from '../hooks/use-list-heading'
import { sortParam } from '../utils/product-list-params'
import { CategoryFilter } from './category-filter'
import { ListCover } from './list-cover'
import { ProductGrid } from './product-grid'
import { RefineFilters } from './refine-filters'
import { SortSelect } from './sort-select'
import * as m from '#messages'

const FilterDrawer = lazy(() =>
  import('./filter-drawer').then((module) => ({ default: module.FilterDrawer })),
)

export function ProductListPage() {
  const { params, view, update } = useProductListView()
  const products = useProducts(view)
  const [drawerOpen, setDrawerOpen] = useState(false)
  useApiErrorToast(products.error, MESSAGES.failProducts)

  const pages = products.data?.pages ?? []
  const firstPage = pages[0]
  const items = pages.flatMap((page) => page.products)
  const { heading, showCover, loading } = useListHeading(view)

  useDocumentTitle(heading.pageTitle)

  const filters = (onNavigate?: () => void) => (
    <div className="space-y-8">
      <CategoryFilter view={view} params={params} onNavigate={onNavigate} />
      <RefineFilters view={view} facets={firstPage?.facets} update={update} />
    </div>
  )

  return (
    <main>
      <ListCover heading={heading} showCover={showCover} loading={loading} />
      <div className="container-page py-6 md:py-10 lg:grid lg:grid-cols-[13.5rem_minmax(0,1fr)] lg:gap-12">
        <aside className="hidden lg:block" aria-label={m.filters()}>
          {filters()}
        </aside>
        <section aria-labelledby="products-heading">
          <h2 id="products-heading" className="sr-only">
            {m.products()}
          </h2>
          <div className="mb-6 flex flex-wrap items-center justify-between gap-3 border-b border-line pb-4">
            <div className="text-sm text-muted" aria-live="polite">
              <p>{firstPage ? m.found_items({ count: productCountLabel(firstPage) }) : ' '}</p>
              {firstPage?.search_corrected && (
                <p className="mt-1 text-ink">
                  {m.showing_results_for()}{' '}
                  <strong className="font-semibold">{firstPage.search_corrected}</strong>
                </p>
              )}
            </div>
            <div className="flex items-center gap-3">
              <button
                type="button"
                onClick={() => setDrawerOpen(true)}
                className="btn-outline min-h-10 px-4 text-xs lg:hidden"
              >
                {m.filter()}
              </button>
              {firstPage?.product_count !== 0 && (
                <SortSelect
                  value={view.sort}
                  bestMatch={Boolean(view.search)}
                  onChange={(sort) => update({ sort: sortParam(sort) })}
                />
              )}
            </div>
          </div>
          <ProductGrid
            products={items}
            isPending={products.isPending}
            hasNextPage={products.hasNextPage}
            isFetchingNextPage={products.isFetchingNextPage}
            failed={products.isError}
            onLoadMore={() => void products.fetchNextPage()}
            onRetry={() =>
              void (products.isFetchNextPageError ? products.fetchNextPage() : products.refetch())
            }
          />
        </section>
      </div>
      {drawerOpen && (
        <Suspense fallback={null}>
          <FilterDrawer
            productCount={firstPage ? productCountLabel(firstPage) : undefined}
            onClose={() => setDrawerOpen(false)}
          >
            {filters(() => setDrawerOpen(false))}
          </FilterDrawer>
        </Suspense>
      )}
    </main>
  )
}
