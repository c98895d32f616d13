import { useCallback, useMemo, useState } from 'react'
import { batchOf, isValidQty, withCell, withoutMoved } from '../utils/stock-edits'
import type { Edits } from '../utils/stock-edits'

/**
 * The changed cells of a stock grid. Each keeps the quantity its editor saw,
 * so the save can be refused if a checkout took a unit meanwhile, whatever a
 * reload shows since (docs/decisions/044).
 */
export function useStockEdits() {
  const [edits, setEdits] = useState<Edits>(new Map())
  const setCell = useCallback(
    (productSizeId: number, showroomId: number, held: number, text: string) =>
      setEdits((current) => withCell(current, { productSizeId, showroomId, held, text })),
    [],
  )
  const dropMoved = useCallback(
    (heldNow: (productSizeId: number, showroomId: number) => number) =>
      setEdits((current) => withoutMoved(current, heldNow)),
    [],
  )
  const clear = useCallback(() => setEdits(new Map()), [])
  const invalid = useMemo(() => [...edits.values()].filter((e) => !isValidQty(e.text)), [edits])
  const batch = useMemo(() => batchOf(edits), [edits])
  return { edits, setCell, dropMoved, clear, invalid, batch }
}

export type StockEdits = ReturnType<typeof useStockEdits>
