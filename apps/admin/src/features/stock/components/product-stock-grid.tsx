import * as m from '#messages'
import type { ProductStock } from '@store/contract/admin/stock'
import { QtyInput } from './qty-input'
import { shownQty } from '../utils/stock-edits'
import type { StockEdits } from '../hooks/use-stock-edits'

interface GridProps {
  stock: ProductStock
  edits: StockEdits['edits']
  onCell: (sizeId: number, showroomId: number, held: number, text: string) => void
}

const held = (row: ProductStock['sizes'][number], showroomId: number) => row.qty[showroomId] ?? 0
// Every showroom carries the brand's name first; the column keeps what tells them apart.
const shortName = (name: string) => name.replace(/^KAINARA\s+/i, '')
const asNumber = (text: string) => (/^\d+$/.test(text) ? Number(text) : 0)

/** Sizes down, showrooms across (hubs marked), with totals per size and per showroom. */
export function ProductStockGrid({ stock, edits, onCell }: GridProps) {
  const value = (row: ProductStock['sizes'][number], showroomId: number) =>
    asNumber(shownQty(edits, row.product_size_id, showroomId, held(row, showroomId)))
  const rowTotal = (row: ProductStock['sizes'][number]) =>
    stock.showrooms.reduce((sum, room) => sum + value(row, room.id), 0)
  const columnTotal = (showroomId: number) =>
    stock.sizes.reduce((sum, row) => sum + value(row, showroomId), 0)
  const total = stock.sizes.reduce((sum, row) => sum + rowTotal(row), 0)
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-white">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{m.stock_units_per_size_showroom()}</caption>
        <thead>
          <tr className="border-b border-line bg-stone-50 text-left align-bottom">
            <th scope="col" className="sticky left-0 bg-stone-50 px-3 py-2 font-medium">
              {m.size()}
            </th>
            {stock.showrooms.map((room) => (
              <th key={room.id} scope="col" className="min-w-24 px-2 py-2 font-medium">
                <span className="block leading-tight" title={room.name}>
                  {shortName(room.name)}
                </span>
                {room.is_hub && (
                  <span className="mt-1 inline-block rounded bg-stone-800 px-1.5 text-[11px] font-semibold uppercase tracking-wide text-white">
                    {m.stock_hub()}
                  </span>
                )}
                {!room.is_active && (
                  <span className="block text-xs text-muted">{m.stock_closed()}</span>
                )}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {m.total()}
            </th>
          </tr>
        </thead>
        <tbody>
          {stock.sizes.map((row) => (
            <tr key={row.product_size_id} className="border-b border-line last:border-0">
              <th scope="row" className="sticky left-0 bg-white px-3 py-2 text-left font-semibold">
                {row.size_code}
                {!row.is_available && (
                  <span className="block text-xs font-normal text-muted">
                    {m.stock_withdrawn()}
                  </span>
                )}
              </th>
              {stock.showrooms.map((room) => (
                <td key={room.id} className="px-2 py-1.5">
                  <QtyInput
                    label={m.stock_size_at({ size: row.size_code, showroom: room.name })}
                    held={held(row, room.id)}
                    text={shownQty(edits, row.product_size_id, room.id, held(row, room.id))}
                    readOnly={false}
                    onChange={(text) =>
                      onCell(row.product_size_id, room.id, held(row, room.id), text)
                    }
                  />
                </td>
              ))}
              <td className="px-3 py-2 text-right font-semibold tabular-nums">{rowTotal(row)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-stone-300 bg-stone-50">
            <th scope="row" className="sticky left-0 bg-stone-50 px-3 py-2 text-left font-medium">
              {m.total()}
            </th>
            {stock.showrooms.map((room) => (
              <td key={room.id} className="px-2 py-2 text-right font-semibold tabular-nums">
                {columnTotal(room.id)}
              </td>
            ))}
            <td className="px-3 py-2 text-right font-bold tabular-nums">{total}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
