import { MAX_STOCK_QTY } from '@store/contract/admin/stock'
import type { StockCellEdit } from '@store/contract/admin/stock'

export const cellKey = (productSizeId: number, showroomId: number) =>
  `${productSizeId}:${showroomId}`

/** What the editor saw in a cell when first changing it, and what they typed. */
export interface CellEdit {
  productSizeId: number
  showroomId: number
  expected: number
  text: string
}

export type Edits = ReadonlyMap<string, CellEdit>

export const isValidQty = (text: string) =>
  /^\d+$/.test(text) && Number(text) >= 0 && Number(text) <= MAX_STOCK_QTY

/**
 * A cell typed into: it keeps what the editor first saw there (not what a reload
 * shows since), and typing that number back undoes the change.
 */
export function withCell(
  edits: Edits,
  cell: { productSizeId: number; showroomId: number; held: number; text: string },
): Edits {
  const key = cellKey(cell.productSizeId, cell.showroomId)
  const next = new Map(edits)
  const expected = edits.get(key)?.expected ?? cell.held
  if (cell.text === String(expected)) next.delete(key)
  else next.set(key, { ...cell, expected })
  return next
}

/** After a refused save: cells that moved show what they hold now; other edits stay. */
export function withoutMoved(
  edits: Edits,
  heldNow: (productSizeId: number, showroomId: number) => number,
): Edits {
  return new Map(
    [...edits].filter(([, edit]) => heldNow(edit.productSizeId, edit.showroomId) === edit.expected),
  )
}

/** The batch a save sends: each cell with the quantity its editor saw. */
export const batchOf = (edits: Edits): StockCellEdit[] =>
  [...edits.values()].map((edit) => ({
    product_size_id: edit.productSizeId,
    showroom_id: edit.showroomId,
    expected_qty: edit.expected,
    qty: Number(edit.text),
  }))

/** The quantity a cell shows: the edit typed, or what the showroom holds. */
export const shownQty = (edits: Edits, sizeId: number, showroomId: number, held: number) =>
  edits.get(cellKey(sizeId, showroomId))?.text ?? String(held)
