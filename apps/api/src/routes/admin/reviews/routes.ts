import type { FastifyInstance } from 'fastify'
import {
  REVIEWS_PAGE_SIZE,
  REVIEW_MESSAGES,
  listReviews,
  setReviewHidden,
} from '@store/contract/admin/review-moderation'
import type { ModeratedReview } from '@store/contract/admin/review-moderation'
import { recordAudit } from '../../../lib/audit.repository'
import { HttpError, notFound } from '../../../lib/http-errors'
import { toWibText } from '@store/contract/format/wib-text'
import { registerCall } from '../../../lib/register-call'
import { requireStaff } from '../../../plugins/auth'
import {
  findModeratedReview,
  listModeratedReviews,
  setReviewHiddenIf,
} from './moderation.repository'

function toModeratedReview(
  row: NonNullable<Awaited<ReturnType<typeof findModeratedReview>>>,
): ModeratedReview {
  return {
    id: row.id,
    product_id: row.productId,
    product_code: row.productCode,
    product_name: row.productName,
    size_code: row.sizeCode,
    member_id: row.memberId,
    reviewer_name: row.reviewerName,
    rating: row.rating,
    comment: row.comment,
    created_at: toWibText(row.createdAt),
    hidden_at: row.hiddenAt ? toWibText(row.hiddenAt) : null,
    hidden_by: row.hiddenAt ? row.hiddenBy : null,
  }
}

/**
 * Review moderation (docs/decisions/054). Hiding or showing a review drops
 * its product's cached answer after commit, here and on other instances,
 * as a new review does (decision 030); the reviewer is not told.
 */
export function reviewModerationRoutes(app: FastifyInstance) {
  registerCall(app, listReviews, async ({ page, ...filter }) => {
    const { rows, total } = await listModeratedReviews(app.db, filter, {
      limit: REVIEWS_PAGE_SIZE,
      offset: (page - 1) * REVIEWS_PAGE_SIZE,
    })
    return {
      data: { reviews: rows.map(toModeratedReview), page, per_page: REVIEWS_PAGE_SIZE, total },
    }
  })

  registerCall(app, setReviewHidden, async ({ id, hidden }, request) => {
    const staff = requireStaff(request)
    await app.catalogueWrites.transaction(async (writer) => {
      const change = hidden
        ? ({ hidden: true, at: app.clock.now(), staffId: staff.id } as const)
        : ({ hidden: false } as const)
      const productId = await setReviewHiddenIf(writer.tx, id, change)
      if (productId === null) {
        if (!(await findModeratedReview(writer.tx, id))) throw notFound(REVIEW_MESSAGES.notFound)
        throw new HttpError(
          409,
          hidden ? REVIEW_MESSAGES.alreadyHidden : REVIEW_MESSAGES.alreadyShown,
        )
      }
      writer.productChanged(productId)
      await recordAudit(writer.tx, staff, {
        action: hidden ? 'review.hide' : 'review.show',
        entity: 'review',
        entityId: id,
        before: { hidden: !hidden },
        after: { hidden, product_id: productId },
      })
    })
    const review = await findModeratedReview(app.db, id)
    if (!review) throw notFound(REVIEW_MESSAGES.notFound)
    return {
      data: {
        message: hidden ? REVIEW_MESSAGES.hidden : REVIEW_MESSAGES.shown,
        review: toModeratedReview(review),
      },
    }
  })
}
