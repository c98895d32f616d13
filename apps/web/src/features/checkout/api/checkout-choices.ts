import { useCallback, useSyncExternalStore } from 'react'
import type { CheckoutChoices } from '../utils/checkout-steps'

/** Kept per tab (sessionStorage): a reload or Back keeps the checkout, a new tab starts afresh. */
const KEY = 'checkout'
const listeners = new Set<() => void>()
let cached: { raw: string | null; value: CheckoutChoices } | null = null

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isId = (value: unknown): value is number => Number.isInteger(value) && Number(value) > 0

/**
 * What a tab kept, each choice only when it has the shape this version writes
 * (an older version or a hand edit loses that choice, never the page); the
 * server checks every field again when the order is placed.
 */
export function parseCheckoutChoices(raw: string | null): CheckoutChoices {
  let value: unknown
  try {
    value = raw ? JSON.parse(raw) : {}
  } catch {
    return {}
  }
  if (!isRecord(value)) return {}
  const { shippingType, address, hubId, shipping, showroomId, promo, guestEmail, collector } = value
  const savedOk = isRecord(address) && address.kind === 'saved' && isId(address.user_address_id)
  const typedOk =
    isRecord(address) &&
    address.kind === 'typed' &&
    isRecord(address.address) &&
    isId(address.address.subdistrict_id)
  return {
    shippingType:
      shippingType === 'ONLINE_DELIVERY' || shippingType === 'PICKUP_ON_STORE'
        ? shippingType
        : undefined,
    address: savedOk || typedOk ? (address as unknown as CheckoutChoices['address']) : undefined,
    hubId: isId(hubId) ? hubId : undefined,
    shipping:
      isRecord(shipping) &&
      typeof shipping.service === 'string' &&
      typeof shipping.tariff === 'number'
        ? (shipping as unknown as CheckoutChoices['shipping'])
        : undefined,
    showroomId: isId(showroomId) ? showroomId : undefined,
    promo:
      isRecord(promo) && typeof promo.code === 'string'
        ? (promo as unknown as CheckoutChoices['promo'])
        : undefined,
    guestEmail: typeof guestEmail === 'string' ? guestEmail : undefined,
    collector:
      isRecord(collector) &&
      typeof collector.name === 'string' &&
      typeof collector.phone === 'string'
        ? { name: collector.name, phone: collector.phone }
        : undefined,
  }
}

function read(): CheckoutChoices {
  let raw: string | null
  try {
    raw = sessionStorage.getItem(KEY)
  } catch {
    return cached?.value ?? {}
  }
  if (cached?.raw !== raw) cached = { raw, value: parseCheckoutChoices(raw) }
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
