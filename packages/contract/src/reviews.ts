import { z } from 'zod'
import { defineCall } from './call'
import {
  DataMessageResponseSchema,
  DateTimeSchema,
  MAX_LENGTH,
  optionalText,
  requiredId,
} from './common'
import { MESSAGES } from './messages'
import { ROUTES } from './routes'

import { PRODUCT_REVIEWS_SHOWN, RATING_MAX, RATING_MIN } from './constants'

export { PRODUCT_REVIEWS_SHOWN, RATING_MAX, RATING_MIN }

/** A purchased product the member has not reviewed yet. */
export const PendingReviewSchema = z.object({
  /** The order line (order_detail_id of the review). */
  id: z.number().int(),
  product_image: z.string(),
  product_name: z.string(),
  /** Beyond the spec: the product (for its link) and the size bought. */
  product_detail_id: z.number().int(),
  size_code: z.string(),
})
export type PendingReview = z.infer<typeof PendingReviewSchema>

/** A review the member has written (My Reviews). */
export const MyReviewSchema = z.object({
  id: z.number().int(),
  order_detail_id: z.number().int(),
  product_detail_id: z.number().int(),
  product_name: z.string(),
  product_image: z.string(),
  size_code: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  created_at: DateTimeSchema,
})
export type MyReview = z.infer<typeof MyReviewSchema>

/** A review as the product page shows it: the reviewer by first name only. */
export const ProductReviewSchema = z.object({
  id: z.number().int(),
  reviewer_name: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  created_at: DateTimeSchema,
})
export type ProductReview = z.infer<typeof ProductReviewSchema>

/** A product's rating: the average to one decimal (null without reviews), the count and the latest reviews. */
export const ProductRatingSchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  reviews: z.array(ProductReviewSchema),
})
export type ProductRating = z.infer<typeof ProductRatingSchema>

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
  summary: "Lines of the member's completed orders not reviewed yet",
})

export const submitReview = defineCall({
  ...ROUTES.submitReview,
  payload: ReviewInputSchema,
  response: DataMessageResponseSchema,
  summary: "Review one line of the member's own order, once",
})

export const getMyReviews = defineCall({
  ...ROUTES.getMyReviews,
  payload: z.object({}),
  response: z.object({ data: z.object({ user_reviews: z.array(MyReviewSchema) }) }),
  summary: "The member's own reviews, newest first",
})
