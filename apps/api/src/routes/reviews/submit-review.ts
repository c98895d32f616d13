import type { FastifyInstance } from 'fastify'
import { MESSAGES } from '@store/contract/messages'
import { REVIEWABLE_TRX_STATUSES } from '@store/contract/order-status'
import type { ReviewInputSchema } from '@store/contract/reviews'
import type { z } from 'zod'
import { badRequest, notFound } from '../../lib/http-errors'
import { findReviewedLine, insertReview } from './review.repository'

type ReviewInput = z.output<typeof ReviewInputSchema>

/**
 * Writes one review of one line of the member's own completed order. The
 * unique order line makes a repeat, even a concurrent one, a refusal that
 * changes nothing; the product's cached answer is dropped after commit.
 */
export async function submitReview(app: FastifyInstance, userId: number, input: ReviewInput) {
  const line = await findReviewedLine(app.db, input.order_detail_id)
  // Another member's line answers exactly as a line that does not exist.
  if (!line || line.ownerId !== userId) throw notFound(MESSAGES.orderItemNotValid)
  if (!REVIEWABLE_TRX_STATUSES.includes(line.status)) throw badRequest(MESSAGES.reviewNotYet)

  const written = await app.catalogueWrites.transaction(async (writer) => {
    const inserted = await insertReview(writer.tx, {
      orderLineId: input.order_detail_id,
      userId,
      productId: line.productId,
      rating: input.rating,
      comment: input.comment ? input.comment : null,
      createdAt: app.clock.now(),
    })
    if (inserted) writer.productChanged(line.productId)
    return inserted
  })
  if (!written) throw badRequest(MESSAGES.alreadyReviewed)
}
