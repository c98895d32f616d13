import { z } from 'zod'
import { defineCall } from './call'
import { productDetailIdField } from './cart'
import { BinaryFlagSchema, flagParam } from './common'
import { MESSAGES } from './messages'
import { ROUTES } from './routes'

export const ShowroomSchema = z.object({
  id: z.number().int(),
  showroom_name: z.string(),
  showroom_region_id: z.number().int(),
  address1: z.string(),
  address2: z.string(),
  address3: z.string(),
  maps_url: z.string(),
  phone: z.string(),
  /** 1 = a hub that ships online orders. */
  is_hub: BinaryFlagSchema,
})
export type Showroom = z.infer<typeof ShowroomSchema>

export const ShowroomRegionSchema = z.object({ id: z.number().int(), region_name: z.string() })
export type ShowroomRegion = z.infer<typeof ShowroomRegionSchema>

export const ShowroomRegionWithShowroomsSchema = ShowroomRegionSchema.extend({
  showrooms: z.array(ShowroomSchema),
})
export type ShowroomRegionWithShowrooms = z.infer<typeof ShowroomRegionWithShowroomsSchema>

/** The stock check of the product page (spec section 5: same rules as add to cart). */
export const CheckStockLocationInputSchema = z.object({
  product_detail_id: productDetailIdField,
  size: z
    .string({ error: MESSAGES.chooseSize })
    .trim()
    .min(1, MESSAGES.chooseSize)
    .max(20, MESSAGES.chooseSize),
  qty: z.coerce
    .number({ error: MESSAGES.minQtyStock })
    .int(MESSAGES.minQtyStock)
    .min(1, MESSAGES.minQtyStock)
    .max(99, 'Max quantity is 99.'),
})
export type CheckStockLocationInput = z.input<typeof CheckStockLocationInputSchema>

export const checkStockLocation = defineCall({
  ...ROUTES.checkStockLocation,
  payload: CheckStockLocationInputSchema,
  response: z.object({
    showrooms: z.array(ShowroomSchema),
    showroom_regions: z.array(ShowroomRegionSchema),
  }),
  summary: 'Showrooms that hold at least qty of the product in this size, with their regions',
})

export const getShowroomRegions = defineCall({
  ...ROUTES.getShowroomRegions,
  payload: z.object({ store_listing: flagParam.optional() }),
  response: z.object({
    data: z.object({ showroom_region_list: z.array(ShowroomRegionWithShowroomsSchema) }),
  }),
  summary: 'Showroom regions with their showrooms (store_listing=1: regions that list stores)',
})
