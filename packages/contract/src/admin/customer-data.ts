import { z } from 'zod'
import { DateTimeSchema, MAX_LENGTH, RupiahSchema, idParam, requiredText } from '../common'
import { TrxStatusSchema } from '../order-status'
import { defineStaffCall } from './call'
import { MemberAddressSchema, NewsletterStateSchema } from './customers'
import { OWNER_ONLY } from './staff-roles'

/**
 * A member's personal data on request (UU PDP 27/2022, docs/decisions/054):
 * everything kept about them as one JSON file, and its erasure. OWNER only.
 */

/** What an erased member's orders keep in place of the buyer. */
export const ERASED_BUYER = { name: 'Erased customer', email: 'erased@customer.invalid' } as const

export const CustomerDataExportSchema = z.object({
  exported_at: DateTimeSchema,
  account: z.object({
    id: z.number(),
    name: z.string(),
    email: z.string(),
    gender: z.string(),
    created_at: DateTimeSchema,
    updated_at: DateTimeSchema,
  }),
  addresses: z.array(
    MemberAddressSchema.extend({
      province_id: z.number(),
      city_id: z.number(),
      subdistrict_id: z.number(),
      created_at: DateTimeSchema,
    }),
  ),
  orders: z.array(
    z.object({
      ref: z.string(),
      trx_no: z.string(),
      created_at: DateTimeSchema,
      status: TrxStatusSchema,
      shipping_type: z.string(),
      showroom_id: z.number(),
      buyer_name: z.string(),
      buyer_email: z.string(),
      recipient_name: z.string().nullable(),
      recipient_phone: z.string().nullable(),
      address_street: z.string().nullable(),
      address_zip: z.string().nullable(),
      address_notes: z.string().nullable(),
      shipping_courier: z.string().nullable(),
      shipping_cost: RupiahSchema,
      items_total: RupiahSchema,
      promo_code: z.string().nullable(),
      promo_discount: RupiahSchema,
      grand_total: RupiahSchema,
      payment_channel: z.string().nullable(),
      paid_at: DateTimeSchema.nullable(),
      lines: z.array(
        z.object({
          product_name: z.string(),
          size_code: z.string(),
          qty: z.number(),
          unit_price: RupiahSchema,
          subtotal: RupiahSchema,
        }),
      ),
    }),
  ),
  reviews: z.array(
    z.object({
      product_name: z.string(),
      rating: z.number(),
      comment: z.string().nullable(),
      created_at: DateTimeSchema,
      hidden: z.boolean(),
    }),
  ),
  newsletter: z
    .object({
      status: NewsletterStateSchema,
      subscribed_at: DateTimeSchema,
      confirmed_at: DateTimeSchema.nullable(),
    })
    .nullable(),
  cart: z.array(z.object({ product_name: z.string(), size_code: z.string(), qty: z.number() })),
  wishlist: z.array(z.object({ product_name: z.string(), added_at: DateTimeSchema })),
  notifications: z.array(
    z.object({
      title: z.string(),
      body: z.string(),
      read: z.boolean(),
      created_at: DateTimeSchema,
    }),
  ),
})
export type CustomerDataExport = z.infer<typeof CustomerDataExportSchema>

export const exportMemberData = defineStaffCall({
  method: 'GET',
  path: 'customers/member/export',
  payload: z.object({ id: idParam('The member id') }),
  response: z.object({ data: CustomerDataExportSchema }),
  roles: OWNER_ONLY,
  summary: "Everything kept about a member, as a JSON download (the member's request of access)",
})

export const ERASE_MESSAGES = {
  mismatch: "The e-mail typed is not this member's e-mail; nothing was erased.",
  inProgress:
    'This member has orders still waiting for payment or on their way, or a refund still owed; erase the data once they are settled.',
  erased: 'The member’s personal data is erased; their orders stay, anonymised.',
} as const

export const EraseMemberSchema = z.object({
  id: idParam('The member id'),
  /** Typed by the owner to confirm: the member's own e-mail. */
  email: requiredText(
    "Please type the member's e-mail to confirm.",
    MAX_LENGTH.email,
    'The e-mail is too long.',
  ).toLowerCase(),
})
export type EraseMemberInput = z.input<typeof EraseMemberSchema>

export const eraseMember = defineStaffCall({
  method: 'POST',
  path: 'customers/member/erase',
  payload: EraseMemberSchema,
  response: z.object({ data: z.object({ message: z.string(), orders_anonymised: z.number() }) }),
  roles: OWNER_ONLY,
  summary: "Erases a member's personal data; their orders stay, anonymised, for the books",
})
