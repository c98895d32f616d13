import type { ShippingOption } from '@store/contract/checkout'
import type { Promo } from '@store/contract/checkout'
import type { ShippingType } from '@store/contract/checkout-trx'

/** The checkout's sub-pages in the spec's order (section 2); each is /checkout/<step>. */
export const CHECKOUT_STEPS = [
  'choose-shipping-type',
  'choose-address',
  'choose-hub',
  'choose-shipping-method',
  'choose-showroom',
  'order-summary',
] as const
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]

export const isCheckoutStep = (value: string): value is CheckoutStep =>
  (CHECKOUT_STEPS as readonly string[]).includes(value)

/** A guest's typed address, with the region names the summary shows. */
export interface TypedAddress {
  address_recipient_name: string
  address_recipient_phone: string
  address_zip: string
  address_street: string
  province_id: number
  city_id: number
  subdistrict_id: number
  address_notes: string
  /** 'Kecamatan, Kota, Provinsi' as the shopper chose them. */
  region_label: string
}

export type AddressChoice =
  | { kind: 'saved'; user_address_id: number; subdistrict_id: number }
  | { kind: 'typed'; address: TypedAddress }

/** What the shopper has chosen so far; kept per tab so a reload or Back keeps it. */
export interface CheckoutChoices {
  shippingType?: ShippingType
  address?: AddressChoice
  /** The hub an online order ships from. */
  hubId?: number
  shipping?: ShippingOption
  /** The showroom a pick-up order is collected from. */
  showroomId?: number
  promo?: Promo
  guestEmail?: string
  /** Who collects a pick-up, as typed (the contract checks it when the order is placed). */
  collector?: { name: string; phone: string }
}

export const subdistrictOf = (address: AddressChoice): number =>
  address.kind === 'saved' ? address.subdistrict_id : address.address.subdistrict_id

/** The place the order is supplied from: the hub (courier) or the showroom (pick-up). */
export function placeOf(choices: CheckoutChoices): number | undefined {
  if (choices.shippingType === 'ONLINE_DELIVERY') return choices.hubId
  if (choices.shippingType === 'PICKUP_ON_STORE') return choices.showroomId
  return undefined
}

export interface ChosenPlace {
  shipping_type: ShippingType
  showroom_id: number
}

/** The shipping type and the hub or showroom, once both are chosen. */
export function chosenPlace(choices: CheckoutChoices): ChosenPlace | undefined {
  const showroomId = placeOf(choices)
  return choices.shippingType && showroomId !== undefined
    ? { shipping_type: choices.shippingType, showroom_id: showroomId }
    : undefined
}

/** The steps a shopper walks for a shipping type (spec section 4). */
export function pathOf(shippingType: ShippingType | undefined): CheckoutStep[] {
  if (shippingType === 'PICKUP_ON_STORE')
    return ['choose-shipping-type', 'choose-showroom', 'order-summary']
  return [
    'choose-shipping-type',
    'choose-address',
    'choose-hub',
    'choose-shipping-method',
    'order-summary',
  ]
}

/** Whether the choice a step makes has been made. */
function done(step: CheckoutStep, choices: CheckoutChoices): boolean {
  switch (step) {
    case 'choose-shipping-type':
      return choices.shippingType !== undefined
    case 'choose-address':
      return choices.address !== undefined
    case 'choose-hub':
      return choices.hubId !== undefined
    case 'choose-shipping-method':
      return choices.shipping !== undefined
    case 'choose-showroom':
      return choices.showroomId !== undefined
    case 'order-summary':
      return false
  }
}

/**
 * Where a shopper who opens `step` must go instead: the first earlier step
 * whose choice is missing, or null when the step may be shown. A step that
 * is not on the path of the chosen shipping type sends them to the first
 * missing step of that path (or the summary).
 */
export function redirectFor(step: CheckoutStep, choices: CheckoutChoices): CheckoutStep | null {
  const path = pathOf(choices.shippingType)
  const firstMissing = path.find((candidate) => !done(candidate, choices)) ?? 'order-summary'
  const index = path.indexOf(step)
  if (index === -1) return firstMissing
  return path.indexOf(firstMissing) < index ? firstMissing : null
}

/** The step after `step` on the chosen path. */
export function nextStep(step: CheckoutStep, choices: CheckoutChoices): CheckoutStep {
  const path = pathOf(choices.shippingType)
  return path[path.indexOf(step) + 1] ?? 'order-summary'
}

/** The choice each step makes; a promo is checked against the place and shipping, so the summary owns it. */
const OWNED: Record<CheckoutStep, readonly (keyof CheckoutChoices)[]> = {
  'choose-shipping-type': ['shippingType'],
  'choose-address': ['address'],
  'choose-hub': ['hubId'],
  'choose-shipping-method': ['shipping'],
  'choose-showroom': ['showroomId'],
  'order-summary': ['promo'],
}

/** The choices made before `step` (and the e-mail and pick-up collector typed); what depends on it is dropped. */
export function keepBefore(step: CheckoutStep, choices: CheckoutChoices): CheckoutChoices {
  const path = pathOf(choices.shippingType)
  const kept: CheckoutChoices = { guestEmail: choices.guestEmail, collector: choices.collector }
  for (const earlier of path.slice(0, Math.max(path.indexOf(step), 0))) {
    for (const key of OWNED[earlier]) Object.assign(kept, { [key]: choices[key] })
  }
  return kept
}

/** Choosing at a step again starts everything after it afresh. */
export const chooseAt = (
  step: CheckoutStep,
  choices: CheckoutChoices,
  patch: CheckoutChoices,
): CheckoutChoices => ({ ...keepBefore(step, choices), ...patch })
