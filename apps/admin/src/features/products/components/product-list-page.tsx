import * as m from '#messages'
import { createColumnHelper } from '@tanstack/react-table'
import { Link } from 'react-router'
import type { AdminProductRow } from '@store/contract/admin/products'
import { DataTable } from '@/components/data-table/data-table'
import { PageHeader } from '@/components/ui/page-header'
import { useListParams } from '@/lib/list-params'
import { useProducts } from '../api/get-products'
import { productListQueryOf } from '../utils/product-list-params'
import { ProductListFilters } from './product-list-filters'
import { TranslationProgress } from './translation-progress'
import { productCount } from '../utils/translation-summary'
import { ProductPrice, ProductStatus, ProductThumb } from './product-list-parts'
import { ProductBulkBar } from './product-bulk-bar'
import { useRowSelection } from '@/components/data-table/selection'

const column = createColumnHelper<AdminProductRow>()
const COLUMNS = [
  column.display({
    id: 'photo',
    header: () => <span className="sr-only">{m.products_photo()}</span>,
    cell: ({ row }) => <ProductThumb url={row.original.cover_image_url} />,
  }),
  column.accessor('product_name', {
    header: m.product(),
    cell: ({ row }) => (
      <>
        <Link
          to={`/products/${row.original.id}`}
          className="font-medium underline-offset-2 hover:underline"
        >
          {row.original.product_name}
        </Link>
        <span className="block text-xs text-muted">{row.original.product_code}</span>
      </>
    ),
  }),
  column.accessor('category_name', {
    header: m.products_category(),
    cell: ({ row }) => `${row.original.category_name} · ${row.original.category_sub_name}`,
  }),
  column.accessor('final_price', {
    header: m.products_price(),
    cell: ({ row }) => <ProductPrice row={row.original} />,
  }),
  column.accessor('total_stock', {
    header: m.products_stock(),
    cell: ({ getValue }) => getValue(),
  }),
  column.accessor('status', {
    header: m.status(),
    cell: ({ row }) => (
      <ProductStatus status={row.original.status} publishAt={row.original.publish_at} />
    ),
    meta: { wrap: 'nowrap' },
  }),
]

function ProductCard({ row }: { row: AdminProductRow }) {
  return (
    <div className="flex gap-3 rounded-lg border border-line bg-white p-3">
      <ProductThumb url={row.cover_image_url} />
      <div className="min-w-0 flex-1 text-sm">
        <Link to={`/products/${row.id}`} className="block font-medium">
          {row.product_name}
        </Link>
        <span className="block text-xs text-muted">
          {row.product_code} · {row.category_sub_name}
        </span>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
          <ProductPrice row={row} />
          <span className="text-xs text-muted">
            {m.products_stock_count({ count: row.total_stock })}
          </span>
          <ProductStatus status={row.status} publishAt={row.publish_at} />
        </div>
      </div>
    </div>
  )
}

/** /products: every product, archived ones too, searched, filtered, sorted and paged in the address. */
export function ProductListPage() {
  const { query, update } = useListParams(productListQueryOf)
  const { data, isPending, isError, error } = useProducts(query)
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / query.page_size))
  const rows = data?.products ?? []
  const selection = useRowSelection(rows.map((row) => String(row.id)))
  return (
    <>
      <PageHeader
        title={m.nav_products()}
        actions={
          <Link
            to="/products/new"
            className="inline-flex min-h-10 items-center rounded-md bg-ink px-4 py-2 text-sm font-medium text-white hover:bg-stone-800"
          >
            {m.products_new()}
          </Link>
        }
      />
      <TranslationProgress />
      <ProductListFilters query={query} update={update} />
      {isError && (
        <p role="alert" className="text-danger">
          {error.message}
        </p>
      )}
      {isPending && (
        <p role="status" className="text-muted">
          {m.products_loading_list()}
        </p>
      )}
      {data && (
        <>
          <p role="status" className="mb-2 text-sm text-muted">
            {productCount(data.total)}
          </p>
          <DataTable
            label={m.nav_products()}
            data={data.products}
            columns={COLUMNS}
            rowId={(row) => String(row.id)}
            selection={{
              selected: selection.selected,
              onChange: selection.onChange,
              rowLabel: (row) => m.products_select_row({ name: row.product_name }),
              allLabel: m.products_select_all(),
            }}
            card={(row) => <ProductCard row={row} />}
            empty={m.products_empty()}
          />
          <ProductBulkBar selection={selection} rows={rows} />
        </>
      )}
      <nav aria-label={m.pages()} className="mt-4 flex items-center justify-between gap-2 text-sm">
        <button
          type="button"
          className="rounded-md border border-stone-300 bg-white px-3 py-2 disabled:text-stone-400"
          disabled={query.page <= 1}
          onClick={() => update({ page: query.page - 1 })}
        >
          {m.previous()}
        </button>
        <span>{m.products_page_of({ page: query.page, pages })}</span>
        <button
          type="button"
          className="rounded-md border border-stone-300 bg-white px-3 py-2 disabled:text-stone-400"
          disabled={query.page >= pages}
          onClick={() => update({ page: query.page + 1 })}
        >
          {m.next_page()}
        </button>
      </nav>
    </>
  )
}
