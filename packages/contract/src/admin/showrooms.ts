import { z } from 'zod'
import { idParam, requiredId } from '../common'
import { defineStaffCall } from './call'
import {
  OrderSchema,
  flagField,
  httpsField,
  optionalContentText,
  requiredContentText,
} from './content-fields'
import { CATALOGUE_ROLES } from './staff-roles'

export const AdminShowroomSchema = z.object({
  id: z.number().int(),
  showroom_region_id: z.number().int(),
  showroom_name: z.string(),
  phone: z.string(),
  address1: z.string(),
  address2: z.string(),
  address3: z.string(),
  maps_url: z.string(),
  is_hub: z.boolean(),
  hub_code: z.string(),
  is_active: z.boolean(),
})
export type AdminShowroom = z.infer<typeof AdminShowroomSchema>

export const AdminRegionSchema = z.object({
  id: z.number().int(),
  region_name: z.string(),
  showrooms: z.array(AdminShowroomSchema),
})
export type AdminRegion = z.infer<typeof AdminRegionSchema>

const RegionsSchema = z.object({ regions: z.array(AdminRegionSchema) })
const ShowroomsResponseSchema = z.object({ data: RegionsSchema })
/** Every write answers what it did and every region as it now stands. */
const ShowroomsWriteSchema = z.object({ message: z.string(), data: RegionsSchema })

const ROLES = CATALOGUE_ROLES
const IdPayload = z.object({ id: idParam('id') })

export const getShowrooms = defineStaffCall({
  method: 'GET',
  path: 'showrooms',
  payload: z.object({}),
  response: ShowroomsResponseSchema,
  roles: ROLES,
  summary: 'Every showroom region with its showrooms, active or not, in the store’s order',
})

// — Regions —

export const RegionInputSchema = z.object({
  region_name: requiredContentText('The region name', 60),
})
export type RegionInput = z.input<typeof RegionInputSchema>

export const createRegion = defineStaffCall({
  method: 'POST',
  path: 'showrooms/regions',
  payload: RegionInputSchema,
  response: ShowroomsWriteSchema,
  roles: ROLES,
  summary: 'Add a showroom region at the end of the list',
})

export const renameRegion = defineStaffCall({
  method: 'PUT',
  path: 'showrooms/regions',
  payload: z.object({ id: idParam('id'), ...RegionInputSchema.shape }),
  response: ShowroomsWriteSchema,
  roles: ROLES,
  summary: 'Rename a showroom region',
})

export const deleteRegion = defineStaffCall({
  method: 'DELETE',
  path: 'showrooms/regions',
  payload: IdPayload,
  response: ShowroomsWriteSchema,
  roles: ROLES,
  summary: 'Delete a showroom region that has no showrooms',
})

export const orderRegions = defineStaffCall({
  method: 'POST',
  path: 'showrooms/regions/order',
  payload: OrderSchema,
  response: ShowroomsWriteSchema,
  roles: ROLES,
  summary: 'Put the showroom regions in a new order',
})

// — Showrooms —

const PHONE = /^\+?[0-9][0-9 ()-]{4,19}$/
const HUB_CODE = /^[A-Z0-9]{2,10}$/

const showroomShape = {
  showroom_region_id: requiredId('Choose the showroom’s region.'),
  showroom_name: requiredContentText('The showroom name', 100),
  phone: requiredContentText('The phone number', 20).refine(
    (value) => value === '' || PHONE.test(value),
    'The phone number may hold only digits, spaces, dashes, brackets and a leading +.',
  ),
  address1: requiredContentText('The first address line', 150),
  address2: optionalContentText('The second address line', 150),
  address3: optionalContentText('The third address line', 150),
  maps_url: httpsField('The maps link'),
  is_hub: flagField('is_hub'),
  hub_code: optionalContentText('The hub code', 10).transform((value) => value.toUpperCase()),
  is_active: flagField('is_active'),
}

const checkHub = (showroom: { is_hub: boolean; hub_code: string }, ctx: z.core.$RefinementCtx) => {
  if (showroom.is_hub && !HUB_CODE.test(showroom.hub_code))
    ctx.addIssue({
      code: 'custom',
      path: ['hub_code'],
      message: 'A hub needs its courier origin code: 2 to 10 letters or digits, such as CGK.',
    })
}

export const ShowroomInputSchema = z.object(showroomShape).superRefine(checkHub)
export type ShowroomInput = z.input<typeof ShowroomInputSchema>

export const ShowroomUpdateSchema = z
  .object({ id: idParam('id'), ...showroomShape })
  .superRefine(checkHub)

export const createShowroom = defineStaffCall({
  method: 'POST',
  path: 'showrooms',
  payload: ShowroomInputSchema,
  response: ShowroomsWriteSchema,
  roles: ROLES,
  summary: 'Add a showroom at the end of its region',
})

export const updateShowroom = defineStaffCall({
  method: 'PUT',
  path: 'showrooms',
  payload: ShowroomUpdateSchema,
  response: ShowroomsWriteSchema,
  roles: ROLES,
  summary: 'Change a showroom (moved to another region, it goes to the end of it)',
})

export const deleteShowroom = defineStaffCall({
  method: 'DELETE',
  path: 'showrooms',
  payload: IdPayload,
  response: ShowroomsWriteSchema,
  roles: ROLES,
  summary: 'Delete a showroom that never held stock, orders or staff',
})

export const orderShowrooms = defineStaffCall({
  method: 'POST',
  path: 'showrooms/order',
  payload: z.object({ region_id: idParam('region_id'), ...OrderSchema.shape }),
  response: ShowroomsWriteSchema,
  roles: ROLES,
  summary: 'Put the showrooms of one region in a new order',
})
