import * as m from '#messages'

/** The line beside Save: how many cells changed, and how many of them cannot be saved as typed. */
export function changesSummary(changed: number, invalid: number): string {
  if (changed === 0) return m.stock_no_changes()
  return invalid > 0
    ? m.stock_changed_cells_invalid({ count: changed, invalid })
    : m.stock_changed_cells({ count: changed })
}
