import type { FastifyInstance } from 'fastify'
import { MESSAGES } from '@store/contract/messages'
import { getMyReviews, getUnreviewedProducts, submitReview } from '@store/contract/reviews'
import { registerCall } from '../../lib/register-call'
import { requireMember } from '../../plugins/auth'
import { listOwnReviews, listPendingReviews } from './review.repository'
import { submitReview as writeReview } from './submit-review'

/** Pending reviews, writing one, and the member's own reviews (docs/decisions/030). */
export function reviewRoutes(app: FastifyInstance) {
  registerCall(app, getUnreviewedProducts, async (_input, request) => ({
    data: { order_details: await listPendingReviews(app.db, requireMember(request).id) },
  }))

  registerCall(app, submitReview, async (input, request) => {
    await writeReview(app, requireMember(request).id, input)
    return { data: { message: MESSAGES.reviewSubmitted } }
  })

  registerCall(app, getMyReviews, async (_input, request) => ({
    data: { user_reviews: await listOwnReviews(app.db, requireMember(request).id) },
  }))
}
