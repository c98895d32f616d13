import { z } from 'zod'
import { defineCall } from './call'
import { DataMessageResponseSchema, MAX_LENGTH, optionalText, requiredId } from './common'
import { MESSAGES } from './messages'
import { ROUTES } from './routes'

/** Stars a shopper gives; 0 in the star picker means none chosen yet (spec section 9). */
export const RATING_MIN = 1
export const RATING_MAX = 5

/** A purchased product the member has not reviewed yet. */
export const PendingReviewSchema = z.object({
  /** The order line (order_detail_id of the review). */
  id: z.number().int(),
  product_image: z.string(),
  product_name: z.string(),
})
export type PendingReview = z.infer<typeof PendingReviewSchema>

export const ReviewInputSchema = z.object({
  order_detail_id: requiredId(MESSAGES.orderItemNotValid),
  rating: z.coerce
    .number({ error: MESSAGES.chooseRating })
    .int(MESSAGES.chooseRating)
    .min(RATING_MIN, MESSAGES.chooseRating)
    .max(RATING_MAX, MESSAGES.chooseRating),
  comment: optionalText(
    MAX_LENGTH.notes,
    `Please keep your review under ${MAX_LENGTH.notes} characters.`,
  ),
})
export type ReviewInput = z.input<typeof ReviewInputSchema>

export const getUnreviewedProducts = defineCall({
  ...ROUTES.getUnreviewedProducts,
  payload: z.object({}),
  response: z.object({ data: z.object({ order_details: z.array(PendingReviewSchema) }) }),
  summary: 'Products of paid orders the member has not reviewed yet',
})

export const submitReview = defineCall({
  ...ROUTES.submitReview,
  payload: ReviewInputSchema,
  response: DataMessageResponseSchema,
  summary: "Review one line of the member's own order, once",
})
