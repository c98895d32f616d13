import { useCallback, useSyncExternalStore } from 'react'
import type { CheckoutChoices } from '../utils/checkout-steps'

/** Kept per tab (sessionStorage): a reload or Back keeps the checkout, a new tab starts afresh. */
const KEY = 'checkout'
const listeners = new Set<() => void>()
let cached: { raw: string | null; value: CheckoutChoices } | null = null

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** What a tab kept, or nothing when it is not an object (another version, a hand edit). */
function parse(raw: string | null): CheckoutChoices {
  if (!raw) return {}
  try {
    const value: unknown = JSON.parse(raw)
    return isRecord(value) ? value : {}
  } catch {
    return {}
  }
}

function read(): CheckoutChoices {
  let raw: string | null
  try {
    raw = sessionStorage.getItem(KEY)
  } catch {
    return cached?.value ?? {}
  }
  if (cached?.raw !== raw) cached = { raw, value: parse(raw) }
  return cached.value
}

export function saveCheckoutChoices(next: CheckoutChoices) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(next))
  } catch {
    // A private window without storage still checks out; a reload starts again.
    cached = { raw: JSON.stringify(next), value: next }
  }
  for (const listener of listeners) listener()
}

/** After an order is placed its choices are spent. */
export const clearCheckoutChoices = () => saveCheckoutChoices({})

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The shopper's choices, null on the server and during hydration (the page's
 * shell), then what this tab kept.
 */
export function useCheckoutChoices() {
  const choices = useSyncExternalStore<CheckoutChoices | null>(subscribe, read, () => null)
  const save = useCallback((next: CheckoutChoices) => saveCheckoutChoices(next), [])
  return { choices, save }
}
