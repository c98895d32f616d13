import { z } from 'zod'
import { MAX_ID } from '../common'
import { defineStaffCall } from './call'
import { PRODUCT_MESSAGES, productFieldShape } from './product-fields'
import { PRODUCT_STATUSES, PUBLISHING_MESSAGES } from './product-publishing'
import { WIB_MINUTE } from './product-fields'
import { CATALOGUE_ROLES } from './staff-roles'

/** A busy day's batch: a page of the list at its largest. */
export const MAX_BULK_PRODUCTS = 100

export const BULK_PRODUCT_MESSAGES = {
  ids: 'Select the products to change: between 1 and 100 of them.',
  idTwice: 'Each product can be selected once.',
  id: 'A selected product id must be a whole number.',
  action: 'Choose what to do with the selected products.',
  done: (counts: { moved: number; already: number; refused: number }) =>
    `${counts.moved} changed, ${counts.already} already so, ${counts.refused} refused.`,
} as const

/** Why one product of the batch was left as it was. */
export const BULK_PRODUCT_REFUSALS = ['not_found', 'not_archived', 'discount_above_net'] as const
export type BulkProductRefusal = (typeof BULK_PRODUCT_REFUSALS)[number]

const { disc_percent, disc_nominal, disc_starts_at, disc_ends_at } = productFieldShape

/** The discount a flash sale sets on every selected product, checked as a product's own is. */
const DiscountMoveSchema = z
  .object({
    action: z.literal('discount'),
    disc_percent,
    disc_nominal,
    disc_starts_at,
    disc_ends_at,
  })
  .superRefine((value, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message })
    if (value.disc_percent > 0 && value.disc_nominal > 0)
      issue('disc_nominal', PRODUCT_MESSAGES.discBoth)
    const hasDiscount = value.disc_percent > 0 || value.disc_nominal > 0
    if (!hasDiscount && (value.disc_starts_at || value.disc_ends_at))
      issue('disc_percent', PRODUCT_MESSAGES.discWindowWithout)
    if (value.disc_starts_at && value.disc_ends_at && value.disc_ends_at <= value.disc_starts_at)
      issue('disc_ends_at', PRODUCT_MESSAGES.discEndsBeforeStart)
  })

export const BulkProductMoveSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.enum(['publish', 'unpublish', 'archive', 'restore']) }),
    z.object({
      action: z.literal('schedule'),
      publish_at: z
        .string({ error: PUBLISHING_MESSAGES.publishAt })
        .trim()
        .regex(WIB_MINUTE, PUBLISHING_MESSAGES.publishAt),
    }),
    DiscountMoveSchema,
  ],
  { error: BULK_PRODUCT_MESSAGES.action },
)
export type BulkProductMove = z.input<typeof BulkProductMoveSchema>
export type BulkProductAction = BulkProductMove['action']

export const BulkProductsInputSchema = z.object({
  ids: z
    .array(
      z
        .number({ error: BULK_PRODUCT_MESSAGES.id })
        .int(BULK_PRODUCT_MESSAGES.id)
        .min(1, BULK_PRODUCT_MESSAGES.id)
        .max(MAX_ID, BULK_PRODUCT_MESSAGES.id),
      { error: BULK_PRODUCT_MESSAGES.ids },
    )
    .min(1, BULK_PRODUCT_MESSAGES.ids)
    .max(MAX_BULK_PRODUCTS, BULK_PRODUCT_MESSAGES.ids)
    .refine((ids) => new Set(ids).size === ids.length, BULK_PRODUCT_MESSAGES.idTwice),
  move: BulkProductMoveSchema,
})
export type BulkProductsInput = z.input<typeof BulkProductsInputSchema>

export const BulkProductOutcomeSchema = z.discriminatedUnion('outcome', [
  z.object({
    id: z.number(),
    outcome: z.enum(['moved', 'already']),
    status: z.enum(PRODUCT_STATUSES),
  }),
  z.object({
    id: z.number(),
    outcome: z.literal('refused'),
    reason: z.enum(BULK_PRODUCT_REFUSALS),
  }),
])
export type BulkProductOutcome = z.infer<typeof BulkProductOutcomeSchema>

export const bulkAdminProducts = defineStaffCall({
  method: 'POST',
  path: 'products/bulk',
  payload: BulkProductsInputSchema,
  response: z.object({ message: z.string(), results: z.array(BulkProductOutcomeSchema) }),
  roles: CATALOGUE_ROLES,
  summary:
    'Publish, unpublish, archive, restore, schedule or discount up to 100 products, each its own move, answered per product',
})
