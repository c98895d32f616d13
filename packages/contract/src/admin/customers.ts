import { z } from 'zod'
import { DateTimeSchema, RupiahSchema, idParam, textParam } from '../common'
import { TrxStatusSchema } from '../order-status'
import { defineStaffCall } from './call'
import { CUSTOMER_ROLES } from './staff-roles'

/**
 * Customers in the back office (docs/decisions/054): members and guests, for
 * OWNER and STAFF only, since every answer here is personal data.
 */
export const CUSTOMERS_PAGE_SIZE = 25

export const pageParam = z.coerce
  .number({ error: 'The page must be a number.' })
  .int('The page must be a whole number.')
  .min(1, 'The page must be 1 or more.')
  .max(100_000, 'The page is too large.')
  .default(1)

export const CustomerQuerySchema = z.object({
  /** Part of a name, an e-mail or a phone number. */
  q: textParam('The search', 100).optional(),
  page: pageParam,
})
export type CustomerQuery = z.input<typeof CustomerQuerySchema>

export const NewsletterStateSchema = z.enum(['SUBSCRIBED', 'PENDING', 'UNSUBSCRIBED']).nullable()
export type NewsletterState = z.infer<typeof NewsletterStateSchema>

/** What both lists show of a buyer's orders: total spent counts paid orders only. */
const OrderFiguresSchema = z.object({
  order_count: z.number(),
  total_spent: RupiahSchema,
  last_order_at: DateTimeSchema.nullable(),
  newsletter: NewsletterStateSchema,
})

export const MemberRowSchema = OrderFiguresSchema.extend({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  joined_at: DateTimeSchema,
})
export type MemberRow = z.infer<typeof MemberRowSchema>

export const GuestRowSchema = OrderFiguresSchema.extend({
  email: z.string(),
  /** The name and phone of the guest's latest order. */
  name: z.string(),
  phone: z.string().nullable(),
  last_order_ref: z.string().nullable(),
})
export type GuestRow = z.infer<typeof GuestRowSchema>

const pageOf = { page: z.number(), per_page: z.number(), total: z.number() }

export const listMembers = defineStaffCall({
  method: 'GET',
  path: 'customers/members',
  payload: CustomerQuerySchema,
  response: z.object({ data: z.object({ members: z.array(MemberRowSchema), ...pageOf }) }),
  roles: CUSTOMER_ROLES,
  summary: 'Members, newest first, with their orders, total spent and newsletter state',
})

export const listGuests = defineStaffCall({
  method: 'GET',
  path: 'customers/guests',
  payload: CustomerQuerySchema,
  response: z.object({ data: z.object({ guests: z.array(GuestRowSchema), ...pageOf }) }),
  roles: CUSTOMER_ROLES,
  summary: 'Orders placed without an account, grouped by e-mail, latest order first',
})

export const MemberAddressSchema = z.object({
  id: z.number(),
  label: z.string(),
  recipient_name: z.string(),
  recipient_phone: z.string(),
  zip: z.string(),
  street: z.string(),
  /** The region's names, as the member chose them; null only if a region was since removed. */
  district: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  notes: z.string().nullable(),
  is_primary: z.boolean(),
})

export const MemberOrderSchema = z.object({
  ref: z.string(),
  /** 'ORDER #' and the reference's first 8 characters, as the shopper sees it. */
  number: z.string(),
  created_at: DateTimeSchema,
  status: TrxStatusSchema,
  shipping_type: z.string(),
  grand_total: RupiahSchema,
  paid: z.boolean(),
})
export type MemberOrder = z.infer<typeof MemberOrderSchema>

export const MemberDetailSchema = z.object({
  data: z.object({
    member: MemberRowSchema.extend({ gender: z.string() }),
    addresses: z.array(MemberAddressSchema),
    orders: z.array(MemberOrderSchema),
  }),
})
export type MemberDetail = z.infer<typeof MemberDetailSchema>['data']

export const MemberIdSchema = z.object({ id: idParam('The member id') })

export const getMember = defineStaffCall({
  method: 'GET',
  path: 'customers/member',
  payload: MemberIdSchema,
  response: MemberDetailSchema,
  roles: CUSTOMER_ROLES,
  summary: "A member's contact, addresses, orders, newsletter state and total spent",
})
