import type { OrderLineRow } from '../order.repository'

/** Units asked to be cancelled, by order line; none asked means whatever is left. */
export type AskedUnits = readonly { lineId: number; qty: number }[] | undefined

export type CancelPlan =
  | { ok: true; units: Map<number, number> }
  | { ok: false; refusal: 'unknown-line'; lineId: number }
  | { ok: false; refusal: 'too-many'; line: OrderLineRow; left: number }
  | { ok: false; refusal: 'nothing-left' }

/**
 * Which units a cancel takes: those asked for, each within what is left of
 * its line, or all that is left. Refuses a line the order does not have and
 * more units than are left, so nothing is half done.
 */
export function planCancel(lines: readonly OrderLineRow[], asked: AskedUnits): CancelPlan {
  const left = (line: OrderLineRow) => line.qty - line.cancelledQty
  const units = new Map<number, number>()
  if (!asked) {
    for (const line of lines) if (left(line) > 0) units.set(line.id, left(line))
    return units.size > 0 ? { ok: true, units } : { ok: false, refusal: 'nothing-left' }
  }
  for (const { lineId, qty } of asked) {
    const line = lines.find((candidate) => candidate.id === lineId)
    if (!line) return { ok: false, refusal: 'unknown-line', lineId }
    if (qty > left(line)) return { ok: false, refusal: 'too-many', line, left: left(line) }
    units.set(lineId, qty)
  }
  return { ok: true, units }
}
