import { z } from 'zod'
import { DateTimeSchema, idParam, textParam } from '../common'
import { defineStaffCall } from './call'
import { pageParam } from './customers'
import { CATALOGUE_ROLES } from './staff-roles'

/**
 * Moderating the shop's reviews (docs/decisions/054): a hidden review leaves
 * the product page and its rating at once; the reviewer is not told.
 */
export const REVIEWS_PAGE_SIZE = 25

export const REVIEW_SORTS = ['newest', 'lowest', 'highest'] as const
export const REVIEW_STATES = ['all', 'shown', 'hidden'] as const

export const ReviewQuerySchema = z.object({
  sort: z.enum(REVIEW_SORTS, { error: 'Sort by newest, lowest or highest.' }).default('newest'),
  state: z.enum(REVIEW_STATES, { error: 'Show all, shown or hidden reviews.' }).default('all'),
  rating: z.coerce
    .number({ error: 'The rating must be a number from 1 to 5.' })
    .int('The rating must be a number from 1 to 5.')
    .min(1, 'The rating must be a number from 1 to 5.')
    .max(5, 'The rating must be a number from 1 to 5.')
    .optional(),
  /** A product's code or part of its name. */
  product: textParam('The product', 100).optional(),
  page: pageParam,
})
export type ReviewQuery = z.input<typeof ReviewQuerySchema>

export const ModeratedReviewSchema = z.object({
  id: z.number(),
  product_id: z.number(),
  product_code: z.string(),
  product_name: z.string(),
  size_code: z.string(),
  member_id: z.number(),
  reviewer_name: z.string(),
  rating: z.number(),
  comment: z.string().nullable(),
  created_at: DateTimeSchema,
  hidden_at: DateTimeSchema.nullable(),
  /** The e-mail of the staff account that hid it, while it is hidden. */
  hidden_by: z.string().nullable(),
})
export type ModeratedReview = z.infer<typeof ModeratedReviewSchema>

export const listReviews = defineStaffCall({
  method: 'GET',
  path: 'reviews',
  payload: ReviewQuerySchema,
  response: z.object({
    data: z.object({
      reviews: z.array(ModeratedReviewSchema),
      page: z.number(),
      per_page: z.number(),
      total: z.number(),
    }),
  }),
  roles: CATALOGUE_ROLES,
  summary: 'Reviews to moderate: newest first or by rating, by product, shown or hidden',
})

export const REVIEW_MESSAGES = {
  notFound: 'This review does not exist any more.',
  alreadyHidden: 'Someone has already hidden this review.',
  alreadyShown: 'This review is already shown on the product page.',
  hidden: 'The review is hidden from the product page.',
  shown: 'The review is shown on the product page again.',
} as const

export const ReviewVisibilitySchema = z.object({
  id: idParam('The review id'),
  hidden: z.boolean({ error: 'Say whether the review is hidden (true or false).' }),
})

export const setReviewHidden = defineStaffCall({
  method: 'POST',
  path: 'reviews/visibility',
  payload: ReviewVisibilitySchema,
  response: z.object({ data: z.object({ message: z.string(), review: ModeratedReviewSchema }) }),
  roles: CATALOGUE_ROLES,
  summary: 'Hides a review from the product page and its rating, or shows it again',
})
