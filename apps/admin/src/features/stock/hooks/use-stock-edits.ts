import { useCallback, useMemo, useState } from 'react'
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

export const isValidQty = (text: string) =>
  /^\d+$/.test(text) && Number(text) >= 0 && Number(text) <= MAX_STOCK_QTY

/**
 * The changed cells of a stock grid. Each keeps the quantity its editor saw,
 * so the save can be refused if a checkout took a unit meanwhile, whatever a
 * reload shows since (docs/decisions/044).
 */
export function useStockEdits() {
  const [edits, setEdits] = useState<ReadonlyMap<string, CellEdit>>(new Map())

  const setCell = useCallback(
    (productSizeId: number, showroomId: number, held: number, text: string) => {
      setEdits((current) => {
        const key = cellKey(productSizeId, showroomId)
        const next = new Map(current)
        const expected = current.get(key)?.expected ?? held
        if (text === String(expected)) next.delete(key)
        else next.set(key, { productSizeId, showroomId, expected, text })
        return next
      })
    },
    [],
  )

  /** After a refused save: cells that moved show what they hold now; other edits stay. */
  const dropMoved = useCallback(
    (heldNow: (productSizeId: number, showroomId: number) => number) => {
      setEdits((current) => {
        const next = new Map(current)
        for (const [key, edit] of current)
          if (heldNow(edit.productSizeId, edit.showroomId) !== edit.expected) next.delete(key)
        return next
      })
    },
    [],
  )

  const clear = useCallback(() => setEdits(new Map()), [])

  const invalid = useMemo(() => [...edits.values()].filter((e) => !isValidQty(e.text)), [edits])
  const batch = useMemo(
    (): StockCellEdit[] =>
      [...edits.values()].map((edit) => ({
        product_size_id: edit.productSizeId,
        showroom_id: edit.showroomId,
        expected_qty: edit.expected,
        qty: Number(edit.text),
      })),
    [edits],
  )
  return { edits, setCell, dropMoved, clear, invalid, batch }
}

export type StockEdits = ReturnType<typeof useStockEdits>

/** The quantity a cell shows: the edit typed, or what the showroom holds. */
export function shownQty(
  edits: StockEdits['edits'],
  sizeId: number,
  showroomId: number,
  held: number,
) {
  return edits.get(cellKey(sizeId, showroomId))?.text ?? String(held)
}
