import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { orderLines, orders, reviews } from '@store/db/schema'
import { MESSAGES } from '@store/contract/messages'
import { REVIEWABLE_TRX_STATUSES } from '@store/contract/order-status'
import type { ReviewInputSchema } from '@store/contract/reviews'
import type { z } from 'zod'
import { badRequest, notFound } from '../../lib/http-errors'

type ReviewInput = z.output<typeof ReviewInputSchema>

/**
 * Writes one review of one line of the member's own completed order. The
 * unique order line makes a repeat, even a concurrent one, a refusal that
 * changes nothing; the product's cached answer is dropped after commit.
 */
export async function submitReview(app: FastifyInstance, userId: number, input: ReviewInput) {
  const [line] = await app.db
    .select({ productId: orderLines.productId, ownerId: orders.userId, status: orders.status })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(orderLines.id, input.order_detail_id))
  // Another member's line answers exactly as a line that does not exist.
  if (!line || line.ownerId !== userId) throw notFound(MESSAGES.orderItemNotValid)
  if (!REVIEWABLE_TRX_STATUSES.includes(line.status)) throw badRequest(MESSAGES.reviewNotYet)

  const written = await app.catalogueWrites.transaction(async (writer) => {
    const [row] = await writer.tx
      .insert(reviews)
      .values({
        orderLineId: input.order_detail_id,
        userId,
        productId: line.productId,
        rating: input.rating,
        comment: input.comment ? input.comment : null,
        createdAt: app.clock.now(),
      })
      .onConflictDoNothing({ target: reviews.orderLineId })
      .returning({ id: reviews.id })
    if (row) writer.productChanged(line.productId)
    return row !== undefined
  })
  if (!written) throw badRequest(MESSAGES.alreadyReviewed)
}
