import * as m from '#messages'
import { z } from 'zod'
import { readPickupInput } from '@store/contract/admin/counter'

export type CounterCode =
  { code: string; orderRef: string | null } | { returnRef: string } | { problem: string }

// The shape the server's return calls accept (RT- and 8 letters or digits).
const RETURN_REF = /^RT-[A-Z0-9]{8}$/

/**
 * A scanned QR or a typed code as the counter reads it before asking the server:
 * a return's reference (RT-…, a return brought to the counter), a pick-up code
 * or QR to send (with the order's full reference when the QR holds it), or, for
 * anything else (a shop's link, a Wi-Fi QR), the sentence the server would
 * answer, without asking.
 */
export function readCounterCode(raw: string): CounterCode {
  const text = raw.trim()
  const upper = text.toUpperCase()
  if (RETURN_REF.test(upper)) return { returnRef: upper }
  const pickup = readPickupInput(text)
  if (!pickup) return { problem: m.counter_unreadable() }
  return { code: text, orderRef: pickup.ref && pickup.ref.length > 8 ? pickup.ref : null }
}

/** The typed form refuses exactly what the scanner refuses, in the catalogue's words. */
export const CounterTextSchema = z.object({
  code: z
    .string()
    .max(200, m.counter_unreadable())
    .refine((text) => !('problem' in readCounterCode(text)), m.counter_unreadable()),
})
