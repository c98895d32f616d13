import type { CancelledLine } from '@store/contract/admin/order-cancel'
import type { OrderDetail } from '@store/contract/admin/order-detail'

/** Units of each line still to be had, by line id. */
export type UnitChoice = Record<number, number>

export const unitsLeft = (line: OrderDetail['lines'][number]) => line.qty - line.cancelled_qty

/** The dialog opens on the whole order: every unit left of every line. */
export const everythingLeft = (order: OrderDetail): UnitChoice =>
  Object.fromEntries(order.lines.map((line) => [line.id, unitsLeft(line)]))

/**
 * The lines to send: none (the whole order) when every unit left is
 * chosen, else the lines with a unit chosen.
 */
export function chosenLines(order: OrderDetail, choice: UnitChoice): CancelledLine[] | undefined {
  const all = order.lines.every((line) => (choice[line.id] ?? 0) >= unitsLeft(line))
  if (all) return undefined
  return order.lines
    .filter((line) => (choice[line.id] ?? 0) > 0)
    .map((line) => ({ line_id: line.id, qty: choice[line.id] ?? 0 }))
}

export const chosenCount = (choice: UnitChoice) =>
  Object.values(choice).reduce((sum, qty) => sum + qty, 0)
