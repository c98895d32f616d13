import { useState } from 'react'
import type { OnChangeFn, RowSelectionState } from '@tanstack/react-table'

/** The selected rows that are still shown: a refetch or a new filter never keeps a row out of sight selected. */
export function onlyShown(
  selected: RowSelectionState,
  shownIds: readonly string[],
): RowSelectionState {
  const shown = new Set(shownIds)
  return Object.fromEntries(Object.entries(selected).filter(([id, on]) => on && shown.has(id)))
}

/** The ids of the selected rows, in the order the list shows them. */
export const selectedIds = (selected: RowSelectionState, shownIds: readonly string[]) =>
  shownIds.filter((id) => selected[id])

export interface RowSelection {
  selected: RowSelectionState
  onChange: OnChangeFn<RowSelectionState>
  /** The selected rows' ids, in the list's order: what a bulk action sends. */
  ids: string[]
  clear: () => void
}

/**
 * The rows ticked for a bulk action on a list whose rows are `shownIds`
 * (the rows of the page on screen, by the table's row id).
 */
export function useRowSelection(shownIds: readonly string[]): RowSelection {
  const [held, setHeld] = useState<RowSelectionState>({})
  const selected = onlyShown(held, shownIds)
  return {
    selected,
    onChange: (change) =>
      setHeld((current) => {
        const now = onlyShown(current, shownIds)
        return typeof change === 'function' ? change(now) : change
      }),
    ids: selectedIds(selected, shownIds),
    clear: () => setHeld({}),
  }
}
