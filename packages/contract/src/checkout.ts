import { z } from 'zod'
import { defineCall } from './call'
import { LocalDeviceIdSchema } from './cart'
import { MAX_LENGTH, RupiahSchema, requiredId } from './common'
import { MESSAGES } from './messages'
import { subdistrictIdField } from './regions'
import { ShowroomRegionWithShowroomsSchema, ShowroomSchema } from './showrooms'
import { ROUTES } from './routes'

/** A showroom to pick up from, or the hub an online order ships from. */
export const showroomIdField = requiredId(MESSAGES.chooseShowroom)

export const CheckoutAvailabilitySchema = z.object({
  available_on_store: z.boolean(),
  available_stores: z.array(ShowroomSchema),
  available_stores_by_region: z.array(ShowroomRegionWithShowroomsSchema),
  available_online: z.boolean(),
  /** Hubs (is_hub = 1) that can ship the cart. */
  available_stores_online: z.array(ShowroomSchema),
  available_stores_by_region_online: z.array(ShowroomRegionWithShowroomsSchema),
})
export type CheckoutAvailability = z.infer<typeof CheckoutAvailabilitySchema>

/** A courier service as SiCepat quotes it; etd is text such as '1 - 2 hari'. */
export const ShippingOptionSchema = z.object({
  service: z.string(),
  description: z.string(),
  tariff: RupiahSchema,
  etd: z.string(),
})
export type ShippingOption = z.infer<typeof ShippingOptionSchema>

/** Courier companies, in lower case as the shipping response names them. */
export const COURIERS = ['sicepat'] as const

export const CartItemAvailabilitySchema = z.object({
  /** The cart line. */
  id: z.number().int(),
  /** How many of the line the showroom can supply: from 0 to the line's qty. */
  qty: z.number().int(),
})
export type CartItemAvailability = z.infer<typeof CartItemAvailabilitySchema>

export const PROMO_CATEGORIES = ['SHIPPING', 'PRODUCT'] as const
export const PromoSchema = z.object({
  code: z.string(),
  category: z.enum(PROMO_CATEGORIES),
  disc_percent: z.number().int().min(0).max(100),
  disc_nominal: RupiahSchema,
  /** The most the promo takes off; 0 = no cap (see promoDiscount). */
  disc_max: RupiahSchema,
})
export type Promo = z.infer<typeof PromoSchema>

/** Promo codes are matched without regard to case. */
export const promoCodeField = z
  .string({ error: MESSAGES.promoRequired })
  .trim()
  .min(1, { error: MESSAGES.promoRequired, abort: true })
  .max(MAX_LENGTH.code, MESSAGES.promoInvalid)
  .regex(/^[A-Za-z0-9_-]+$/, MESSAGES.promoInvalid)
  .toUpperCase()

export const PromoCodeInputSchema = z.object({
  local_device_id: LocalDeviceIdSchema,
  promo_code: promoCodeField,
  showroom_id: showroomIdField,
})
export type PromoCodeInput = z.input<typeof PromoCodeInputSchema>

const deviceAndShowroom = z.object({
  local_device_id: LocalDeviceIdSchema,
  showroom_id: showroomIdField,
})

export const getCheckoutAvailability = defineCall({
  ...ROUTES.getCheckoutAvailability,
  payload: z.object({ local_device_id: LocalDeviceIdSchema }),
  response: CheckoutAvailabilitySchema,
  summary: 'Where the whole cart can be picked up, and which hubs can ship it',
})

export const checkoutShipping = defineCall({
  ...ROUTES.checkoutShipping,
  payload: deviceAndShowroom.extend({ subdistrict_id: subdistrictIdField }),
  response: z.object({ data: z.object({ sicepat: z.array(ShippingOptionSchema) }) }),
  summary: 'Courier services and tariffs from the hub to the subdistrict for the cart weight',
})

export const checkShowroomStockAvailability = defineCall({
  ...ROUTES.checkShowroomStockAvailability,
  payload: deviceAndShowroom,
  response: z.object({
    data: z.object({ cart_items_availability: z.array(CartItemAvailabilitySchema) }),
  }),
  summary: 'How much of each cart line the chosen showroom or hub can supply',
})

export const applyPromoCode = defineCall({
  ...ROUTES.applyPromoCode,
  payload: PromoCodeInputSchema,
  response: z.object({ data: z.object({ promo: PromoSchema, total_purchase: RupiahSchema }) }),
  summary: 'Check a promo code against the cart lines the showroom can supply',
})
