import * as m from '#messages'
import { Link, useParams } from 'react-router'
import { parseId } from '@store/contract/ids'
import type { ProductStock } from '@store/contract/admin/stock'
import { NotFound } from '@/components/not-found'
import { PageHeader } from '@/components/ui/page-header'
import { useProductStock } from '../api/get-product-stock'
import { BulkBar } from './bulk-bar'
import type { BulkTarget } from './bulk-bar'
import { ProductStockGrid } from './product-stock-grid'
import { SaveBar } from './save-bar'
import { useStockEdits } from '../hooks/use-stock-edits'
import type { StockEdits } from '../hooks/use-stock-edits'
import { shownQty } from '../utils/stock-edits'

function targetsOf(stock: ProductStock, edits: StockEdits['edits']): BulkTarget[] {
  const cell = (row: ProductStock['sizes'][number], showroomId: number) => {
    const held = row.qty[showroomId] ?? 0
    return {
      sizeId: row.product_size_id,
      showroomId,
      held,
      shown: shownQty(edits, row.product_size_id, showroomId, held),
    }
  }
  return [
    {
      id: 'all',
      label: m.stock_every_cell(),
      cells: stock.sizes.flatMap((row) => stock.showrooms.map((room) => cell(row, room.id))),
    },
    ...stock.sizes.map((row) => ({
      id: `size-${row.product_size_id}`,
      label: m.stock_size_every_showroom({ size: row.size_code }),
      cells: stock.showrooms.map((room) => cell(row, room.id)),
    })),
    ...stock.showrooms.map((room) => ({
      id: `room-${room.id}`,
      label: m.stock_showroom_every_size({ showroom: room.name }),
      cells: stock.sizes.map((row) => cell(row, room.id)),
    })),
  ]
}

/** The Stock tab of a product: what each showroom holds of each size, edited in one batch. */
export function Component() {
  const productId = parseId(useParams().id)
  const query = useProductStock(productId)
  const stockEdits = useStockEdits()
  const stock = query.data
  const reload = async () => {
    const { data } = await query.refetch()
    return data
      ? (sizeId: number, showroomId: number) =>
          data.sizes.find((s) => s.product_size_id === sizeId)?.qty[showroomId] ?? 0
      : null
  }
  if (productId === null) return <NotFound />
  return (
    <>
      <Link
        to={`/products/${productId}`}
        className="mb-2 inline-block text-sm text-muted underline underline-offset-2 hover:text-ink"
      >
        ← {m.stock_back_to_product()}
      </Link>
      <PageHeader
        title={stock ? m.stock_of_product({ name: stock.product.product_name }) : m.nav_stock()}
      />
      {query.isPending && (
        <p role="status" className="text-muted">
          {m.stock_loading()}
        </p>
      )}
      {query.error && (
        <p role="alert" className="text-danger">
          {query.error.message}
        </p>
      )}
      {stock && (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-muted">
            {stock.product.product_code}
            {!stock.product.is_active && ` · ${m.stock_archived()}`} · {m.stock_changed_marked()}
          </p>
          {stock.sizes.length === 0 ? (
            <p className="text-muted">{m.stock_product_no_sizes()}</p>
          ) : (
            <>
              <BulkBar targets={targetsOf(stock, stockEdits.edits)} onCell={stockEdits.setCell} />
              <ProductStockGrid
                stock={stock}
                edits={stockEdits.edits}
                onCell={stockEdits.setCell}
              />
              <SaveBar stockEdits={stockEdits} reload={reload} />
            </>
          )}
        </div>
      )}
    </>
  )
}
