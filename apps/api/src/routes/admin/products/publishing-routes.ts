import type { FastifyInstance, FastifyRequest } from 'fastify'
import { PRODUCT_ANSWERS } from '@store/contract/admin/products'
import {
  MAX_SCHEDULE_DAYS,
  PUBLISHING_MESSAGES,
  publishAdminProduct,
  scheduleAdminProduct,
  unpublishAdminProduct,
} from '@store/contract/admin/product-publishing'
import { toWibText } from '@store/contract/format/wib-text'
import { changeCatalogue } from '../../../lib/catalogue-change'
import { readWibMinute } from '../../../lib/discount-window'
import { badRequest, notFound } from '../../../lib/http-errors'
import { registerCall } from '../../../lib/register-call'
import { requireStaff } from '../../../plugins/auth'
import { moveProductStatus } from '../../../lib/product-status'
import type { StatusMove } from '../../../lib/product-status'

const DAY = 24 * 60 * 60 * 1000

/** A scheduled publish time read in WIB: later than now and within MAX_SCHEDULE_DAYS, else a 400. */
export function scheduledTime(text: string, now: Date): Date {
  const publishAt = readWibMinute(text)
  if (!(publishAt instanceof Date)) throw badRequest(PUBLISHING_MESSAGES.publishAt)
  if (publishAt <= now) throw badRequest(PUBLISHING_MESSAGES.publishInPast)
  if (publishAt.getTime() - now.getTime() > MAX_SCHEDULE_DAYS * DAY)
    throw badRequest(PUBLISHING_MESSAGES.publishTooFar)
  return publishAt
}

/** Publish, unpublish and schedule one product (decision 090). */
export function productPublishingRoutes(app: FastifyInstance) {
  const move = async (request: FastifyRequest, id: number, to: StatusMove) => {
    const staff = requireStaff(request)
    const product = await changeCatalogue(app, ({ tx }) =>
      moveProductStatus(tx, staff, id, to, app.clock.now()),
    )
    if (!product) throw notFound(PRODUCT_ANSWERS.notFound)
    return product
  }

  registerCall(app, publishAdminProduct, async ({ id }, request) => ({
    message: PUBLISHING_MESSAGES.published,
    product: await move(request, id, { to: 'PUBLISHED' }),
  }))

  registerCall(app, unpublishAdminProduct, async ({ id }, request) => ({
    message: PUBLISHING_MESSAGES.unpublished,
    product: await move(request, id, { to: 'DRAFT', publishAt: null }),
  }))

  registerCall(app, scheduleAdminProduct, async ({ id, publish_at }, request) => {
    const publishAt = scheduledTime(publish_at, app.clock.now())
    return {
      message: PUBLISHING_MESSAGES.scheduled(toWibText(publishAt, 'minute')),
      product: await move(request, id, { to: 'DRAFT', publishAt }),
    }
  })
}
