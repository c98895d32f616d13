import type { StaffReturn } from '@store/contract/admin/returns'
import type { z } from 'zod'
import type { ReceiveReturnInputSchema } from '@store/contract/admin/returns'

export type ReceiveInput = z.input<typeof ReceiveReturnInputSchema>

/** What the clerk typed for a line, as text, before it is checked. */
export interface LineCount {
  received: string
  damaged: string
}

/** Every unit arrived, none damaged: what most parcels hold, so the form starts there. */
export const startingCounts = (item: Pick<StaffReturn, 'lines'>): Record<number, LineCount> =>
  Object.fromEntries(
    item.lines.map((line) => [line.id, { received: String(line.qty), damaged: '0' }]),
  )

const wholeIn = (text: string, max: number) => {
  const trimmed = text.trim()
  if (!/^\d{1,7}$/.test(trimmed)) return null
  const value = Number(trimmed)
  return value <= max ? value : null
}

/**
 * The receive call's payload, or which fields are wrong: per line, the units
 * received (0 to the line's units) and damaged (0 to those received); the
 * courier receipt's amount in whole rupiah, or none when left empty.
 */
export function receivePayload(
  item: Pick<StaffReturn, 'return_ref' | 'lines'>,
  counts: Record<number, LineCount>,
  receipt: string,
): { payload: ReceiveInput } | { wrong: string[] } {
  const wrong: string[] = []
  const lines = item.lines.map((line) => {
    const typed = counts[line.id] ?? { received: '', damaged: '' }
    const received = wholeIn(typed.received, line.qty)
    const damaged = wholeIn(typed.damaged, received ?? line.qty)
    if (received === null) wrong.push(`received-${line.id}`)
    if (damaged === null) wrong.push(`damaged-${line.id}`)
    return { id: line.id, received: received ?? 0, damaged: damaged ?? 0 }
  })
  const amount = receipt.trim() === '' ? null : wholeIn(receipt.replace(/\./g, ''), 10_000_000)
  if (receipt.trim() !== '' && amount === null) wrong.push('receipt')
  if (wrong.length > 0) return { wrong }
  return { payload: { ref: item.return_ref, lines, receipt_amount: amount } }
}
