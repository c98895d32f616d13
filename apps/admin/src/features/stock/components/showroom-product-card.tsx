import * as m from '#messages'
import { Link } from 'react-router'
import type { ShowroomStockProduct } from '@store/contract/admin/stock'
import { QtyInput } from './qty-input'
import { shownQty } from '../utils/stock-edits'
import type { StockEdits } from '../hooks/use-stock-edits'

interface CardProps {
  product: ShowroomStockProduct
  showroomId: number
  edits: StockEdits['edits']
  readOnly: boolean
  onCell: (sizeId: number, showroomId: number, held: number, text: string) => void
}

/** One product of a showroom: its sizes as rows, what the showroom holds of each. */
export function ShowroomProductCard({ product, showroomId, edits, readOnly, onCell }: CardProps) {
  const headingId = `product-${product.id}`
  const total = product.sizes.reduce((sum, size) => {
    const text = shownQty(edits, size.product_size_id, showroomId, size.qty)
    return sum + (/^\d+$/.test(text) ? Number(text) : 0)
  }, 0)
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-line bg-white p-4">
      <header className="mb-3 flex items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-semibold leading-snug">
            {product.product_name}
          </h2>
          <p className="text-xs text-muted">
            {product.product_code}
            {!product.is_active && ` · ${m.stock_archived()}`}
            {!readOnly && (
              <>
                {' · '}
                <Link to={`/products/${product.id}/stock`} className="underline underline-offset-2">
                  {m.stock_every_showroom()}
                  <span className="sr-only">
                    {m.stock_for_product({ name: product.product_name })}
                  </span>
                </Link>
              </>
            )}
          </p>
        </div>
        <p className="shrink-0 text-sm tabular-nums">
          <span className="text-muted">{m.total()} </span>
          <span className="font-semibold">{total}</span>
        </p>
      </header>
      {product.sizes.length === 0 ? (
        <p className="text-sm text-muted">{m.stock_no_sizes()}</p>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">
            {m.stock_units_of_per_size({ name: product.product_name })}
          </caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">{m.size()}</th>
              <th scope="col">{m.units()}</th>
            </tr>
          </thead>
          <tbody>
            {product.sizes.map((size) => (
              <tr key={size.product_size_id} className="border-t border-line">
                <th scope="row" className="py-1.5 text-left font-medium">
                  {size.size_code}
                  {!size.is_available && (
                    <span className="ml-2 text-xs font-normal text-muted">
                      {m.stock_withdrawn()}
                    </span>
                  )}
                </th>
                <td className="py-1.5 text-right">
                  <QtyInput
                    label={m.stock_product_size({
                      name: product.product_name,
                      size: size.size_code,
                    })}
                    held={size.qty}
                    text={shownQty(edits, size.product_size_id, showroomId, size.qty)}
                    readOnly={readOnly}
                    onChange={(text) => onCell(size.product_size_id, showroomId, size.qty, text)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </article>
  )
}
