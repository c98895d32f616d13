import * as m from '#messages'
import { readPickupInput } from '@store/contract/admin/counter'

export type CounterCode = { code: string } | { problem: string }

/**
 * A scanned QR or a typed code as the counter reads it before asking the server:
 * the text to send, or, for anything that is neither a pick-up QR nor a code (a
 * shop's link, a Wi-Fi QR), the sentence the server would answer, without asking.
 */
export function readCounterCode(raw: string): CounterCode {
  const text = raw.trim()
  return readPickupInput(text) ? { code: text } : { problem: m.counter_unreadable() }
}
