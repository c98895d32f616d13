import { z } from 'zod'
import { idParam } from '../common'
import { ProductSchema } from '../catalog'
import { defineStaffCall } from './call'
import { WIB_MINUTE } from './product-fields'
import { CATALOGUE_ROLES } from './staff-roles'

/**
 * A product's life on the shop (decision 090): a DRAFT is seen by staff only,
 * and may carry a scheduled publish time; PUBLISHED is on the shop; ARCHIVED
 * is taken off it, and past orders keep it.
 */
export const PRODUCT_STATUSES = ['DRAFT', 'PUBLISHED', 'ARCHIVED'] as const
export type ProductStatus = (typeof PRODUCT_STATUSES)[number]

/** A draft with a publish time is shown as scheduled; the list filters by it. */
export const PRODUCT_LIST_STATUSES = ['PUBLISHED', 'DRAFT', 'SCHEDULED', 'ARCHIVED', 'ALL'] as const
export type ProductListStatus = (typeof PRODUCT_LIST_STATUSES)[number]

export const PUBLISHING_MESSAGES = {
  published: 'The product is published: the shop shows it.',
  unpublished: 'The product is a draft again: only staff see it.',
  scheduled: (when: string) => `The product will be published on ${when} WIB.`,
  publishAt: 'Enter the publish time in WIB, such as 2026-12-01 09:00.',
  publishInPast: 'The publish time must be later than now.',
  publishTooFar: 'The publish time must be within a year from now.',
} as const

/** At most this far ahead, so a mistyped year is caught before a drop silently never happens. */
export const MAX_SCHEDULE_DAYS = 366

const productId = idParam('Product id')

const ProductStatusAnswerSchema = z.object({
  message: z.string(),
  product: z.object({
    id: z.number(),
    status: z.enum(PRODUCT_STATUSES),
    /** The scheduled publish time in WIB ('YYYY-MM-DDTHH:mm'); '' when none. */
    publish_at: z.string(),
  }),
})
export type ProductStatusAnswer = z.infer<typeof ProductStatusAnswerSchema>

export const publishAdminProduct = defineStaffCall({
  method: 'POST',
  path: 'products/publish',
  payload: z.object({ id: productId }),
  response: ProductStatusAnswerSchema,
  roles: CATALOGUE_ROLES,
  summary: 'Put a draft or archived product on the shop now',
})

export const unpublishAdminProduct = defineStaffCall({
  method: 'POST',
  path: 'products/unpublish',
  payload: z.object({ id: productId }),
  response: ProductStatusAnswerSchema,
  roles: CATALOGUE_ROLES,
  summary: 'Take a product back to draft, seen by staff only, and drop its scheduled time',
})

export const ScheduleProductSchema = z.object({
  id: productId,
  publish_at: z
    .string({ error: PUBLISHING_MESSAGES.publishAt })
    .trim()
    .regex(WIB_MINUTE, PUBLISHING_MESSAGES.publishAt),
})

export const scheduleAdminProduct = defineStaffCall({
  method: 'POST',
  path: 'products/schedule',
  payload: ScheduleProductSchema,
  response: ProductStatusAnswerSchema,
  roles: CATALOGUE_ROLES,
  summary: 'Keep a product a draft until a WIB time, then publish it on every instance',
})

/**
 * The product as its shop page shows it, whatever its status, so staff see a
 * draft's page before shoppers do (decision 090). The staff session's cookie
 * is sent on /api/admin only, so the shop's page reads it from there.
 */
export const previewAdminProduct = defineStaffCall({
  method: 'GET',
  path: 'products/preview',
  payload: z.object({ id: productId }),
  response: z.object({ product: ProductSchema, status: z.enum(PRODUCT_STATUSES) }),
  roles: CATALOGUE_ROLES,
  summary: "A product's shop page as a preview for staff, drafts and archived ones too",
})
