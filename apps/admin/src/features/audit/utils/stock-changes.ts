/** One stock cell as the audit log keeps it; the names are there for lines written since they were added. */
interface StockCell {
  product_size_id: number
  showroom_id: number
  qty: number
  product_code?: string
  size?: string
  showroom?: string
}

export interface StockChange {
  product: string | null
  size: string | null
  productSizeId: number
  showroom: string | null
  showroomId: number
  before: number | null
  after: number
}

const isCell = (value: unknown): value is StockCell =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StockCell).product_size_id === 'number' &&
  typeof (value as StockCell).showroom_id === 'number' &&
  typeof (value as StockCell).qty === 'number'

const cellsOf = (value: unknown) => (Array.isArray(value) ? value.filter(isCell) : [])
const keyOf = (cell: StockCell) => `${cell.product_size_id}:${cell.showroom_id}`

/**
 * The cells a 'stock.set' line changed, each with its quantity before and after;
 * a cell saved with the quantity it already held is left out. Null when the
 * line does not hold stock cells (then its fields are shown as they are).
 */
export function stockChangesOf(before: unknown, after: unknown): StockChange[] | null {
  const now = cellsOf(after)
  if (now.length === 0) return null
  const was = new Map(cellsOf(before).map((cell) => [keyOf(cell), cell]))
  return now
    .map((cell) => ({ cell, previous: was.get(keyOf(cell)) }))
    .filter(({ cell, previous }) => previous?.qty !== cell.qty)
    .map(({ cell, previous }) => ({
      product: cell.product_code ?? previous?.product_code ?? null,
      size: cell.size ?? previous?.size ?? null,
      productSizeId: cell.product_size_id,
      showroom: cell.showroom ?? previous?.showroom ?? null,
      showroomId: cell.showroom_id,
      before: previous ? previous.qty : null,
      after: cell.qty,
    }))
}
