import * as words from '#words'
import { z } from 'zod'
import {
  addressNotesField,
  addressStreetField,
  normalisePhone,
  phoneField,
  recipientNameField,
  userAddressIdField,
} from './address'
import { defineCall } from './call'
import { LocalDeviceIdSchema } from './cart'
import { COURIERS, showroomIdField } from './checkout'
import { PaymentDataSchema } from './checkout-payment'
import { MAX_LENGTH, optionalText, requiredText, rupiahParam } from './common'
import { MESSAGES } from './messages'
import { cityIdField, provinceIdField, subdistrictIdField } from './regions'
import { ROUTES } from './routes'

export const SHIPPING_TYPES = ['ONLINE_DELIVERY', 'PICKUP_ON_STORE'] as const
export const ShippingTypeSchema = z.enum(SHIPPING_TYPES, { error: MESSAGES.chooseShippingType })
export type ShippingType = z.infer<typeof ShippingTypeSchema>

/** A guest's delivery address at checkout: the zipcode is optional (spec section 5). */
export const GuestAddressFormSchema = z.object({
  address_recipient_name: recipientNameField,
  address_recipient_phone: phoneField(MESSAGES.recipientPhoneRequired),
  address_zip: z
    .string({ error: MESSAGES.zipInvalid })
    .trim()
    .regex(/^(\d{5})?$/, MESSAGES.zipInvalid)
    .optional(),
  address_street: addressStreetField,
  province_id: provinceIdField,
  city_id: cityIdField,
  subdistrict_id: subdistrictIdField,
  address_notes: addressNotesField,
})
export type GuestAddressFormInput = z.input<typeof GuestAddressFormSchema>
const GUEST_ADDRESS_KEYS = Object.keys(
  GuestAddressFormSchema.shape,
) as (keyof GuestAddressFormInput)[]

/**
 * Who collects a pick-up, so the counter knows whom to hand it to and can call
 * them: kept in the order's recipient name and phone, on the address's phone rule.
 */
export const PickupCollectorSchema = z.object({
  address_recipient_name: requiredText(MESSAGES.pickupNameRequired, MAX_LENGTH.name),
  address_recipient_phone: phoneField(MESSAGES.pickupPhoneRequired),
})
export type PickupCollectorInput = z.input<typeof PickupCollectorSchema>

const TransactionFieldsSchema = z.object({
  local_device_id: LocalDeviceIdSchema,
  shipping_type: ShippingTypeSchema,
  /** The pick-up showroom, or the hub an online order ships from. */
  showroom_id: showroomIdField,
  guest_email: optionalText(MAX_LENGTH.email, words.email_too_long()).transform((v) =>
    v?.toLowerCase(),
  ),
  user_address_id: userAddressIdField.optional(),
  // A guest's address or who collects a pick-up; checked by the rules below, ignored for a saved address.
  address_recipient_name: optionalText(MAX_LENGTH.name),
  address_recipient_phone: optionalText(40).transform((v) => (v ? normalisePhone(v) : v)),
  address_zip: optionalText(5, MESSAGES.zipInvalid),
  address_street: optionalText(MAX_LENGTH.street),
  province_id: provinceIdField.optional(),
  city_id: cityIdField.optional(),
  subdistrict_id: subdistrictIdField.optional(),
  address_notes: optionalText(MAX_LENGTH.notes),
  // The courier service chosen; the server quotes the cost again and never trusts this one.
  shipping_courier: z.enum(COURIERS, { error: MESSAGES.chooseShippingMethod }).optional(),
  shipping_service_name: optionalText(MAX_LENGTH.label),
  shipping_service_desc: optionalText(MAX_LENGTH.short),
  shipping_etd: optionalText(MAX_LENGTH.label),
  shipping_cost: rupiahParam.optional(),
  shipping_notes: optionalText(MAX_LENGTH.notes),
  /** Blank = no promo. */
  promo_code: optionalText(MAX_LENGTH.code, MESSAGES.promoInvalid)
    .refine((v) => !v || /^[A-Za-z0-9_-]+$/.test(v), MESSAGES.promoInvalid)
    .transform((v) => v?.toUpperCase() || undefined),
})
type TransactionFields = z.output<typeof TransactionFieldsSchema>

/** Who submits: a member (token) or a guest; `anyone` is what the route checks before it knows. */
export type CheckoutViewer = 'member' | 'guest' | 'anyone'

const refuse = (ctx: z.RefinementCtx, message: string, field: string) =>
  ctx.addIssue({ code: 'custom', message, path: [field] })

function checkAddress(input: TransactionFields, viewer: CheckoutViewer, ctx: z.RefinementCtx) {
  const hasSaved = input.user_address_id !== undefined
  if (viewer === 'member' && !hasSaved)
    return refuse(ctx, MESSAGES.chooseAddress, 'user_address_id')
  if (viewer === 'guest' && hasSaved) {
    return refuse(ctx, MESSAGES.savedAddressNeedsSignIn, 'user_address_id')
  }
  if (hasSaved) return
  const address = Object.fromEntries(GUEST_ADDRESS_KEYS.map((key) => [key, input[key]]))
  const typedNothing = Object.values(address).every((value) => value === undefined || value === '')
  if (viewer === 'anyone' && typedNothing) {
    return refuse(ctx, MESSAGES.chooseAddress, 'user_address_id')
  }
  for (const issue of GuestAddressFormSchema.safeParse(address).error?.issues ?? []) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path })
  }
}

function checkCollector(input: TransactionFields, ctx: z.RefinementCtx) {
  const collector = {
    address_recipient_name: input.address_recipient_name,
    address_recipient_phone: input.address_recipient_phone,
  }
  for (const issue of PickupCollectorSchema.safeParse(collector).error?.issues ?? []) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path })
  }
}

/** The checkout rules of spec section 5, in the order the shopper meets them. */
function transactionRules(viewer: CheckoutViewer) {
  return (input: TransactionFields, ctx: z.RefinementCtx) => {
    if (input.shipping_type === 'PICKUP_ON_STORE') checkCollector(input, ctx)
    if (input.shipping_type === 'ONLINE_DELIVERY') {
      checkAddress(input, viewer, ctx)
      const { shipping_courier, shipping_service_name, shipping_cost } = input
      if (!shipping_courier || !shipping_service_name || shipping_cost === undefined) {
        refuse(ctx, MESSAGES.chooseShippingMethod, 'shipping_service_name')
      }
    }
    if (viewer !== 'guest') return
    if (!input.guest_email) refuse(ctx, MESSAGES.guestEmailRequired, 'guest_email')
    else if (!z.email().safeParse(input.guest_email).success) {
      refuse(ctx, MESSAGES.invalidEmail, 'guest_email')
    }
  }
}

export function transactionInputSchema(viewer: CheckoutViewer) {
  return TransactionFieldsSchema.superRefine(transactionRules(viewer))
}
export const CreateTransactionInputSchema = transactionInputSchema('anyone')
export const MemberTransactionInputSchema = transactionInputSchema('member')
export const GuestTransactionInputSchema = transactionInputSchema('guest')
export type CreateTransactionInput = z.input<typeof CreateTransactionInputSchema>

export const createTransaction = defineCall({
  ...ROUTES.createTransaction,
  payload: CreateTransactionInputSchema,
  response: z.object({ data: z.object({ payment_data: PaymentDataSchema }) }),
  summary:
    'Place the order from the cart lines the showroom can supply, hold their stock 1x24 hours and answer the payment form data',
})
