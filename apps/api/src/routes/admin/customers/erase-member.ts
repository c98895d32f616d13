import type { FastifyInstance } from 'fastify'
import { ERASE_MESSAGES } from '@store/contract/admin/customer-data'
import type { StaffSession } from '../../../lib/auth/staff-session.repository'
import { recordAudit } from '../../../lib/audit.repository'
import { HttpError, badRequest, notFound } from '../../../lib/http-errors'
import { deleteUser } from '../../auth/user.repository'
import { deleteNewsletterSubscription } from '../../newsletter/newsletter.repository'
import {
  anonymiseMemberOrders,
  deleteQueuedMail,
  hasUnsettledOrders,
  listReviewedProductIds,
  lockMember,
} from './erase-member.repository'

export const MEMBER_NOT_FOUND = 'This member does not exist, or their data was already erased.'

/**
 * Erases a member on the shop's side (UU PDP 27/2022, docs/decisions/054):
 * as a member's own deletion does (decision 017), the account row goes and
 * takes its addresses, sessions, cart, wishlist, notifications and reviews
 * with it, and the newsletter row of the address goes too; beyond that, the
 * orders are anonymised and queued mail to them dropped. One transaction,
 * with an audit line of counts only; the reviewed products' cached answers
 * go after commit.
 */
export async function eraseMemberData(
  app: FastifyInstance,
  staff: Pick<StaffSession, 'id' | 'email'>,
  input: { id: number; email: string },
) {
  return app.catalogueWrites.transaction(async (writer) => {
    const { tx } = writer
    const member = await lockMember(tx, input.id)
    if (!member) throw notFound(MEMBER_NOT_FOUND)
    if (member.email.toLowerCase() !== input.email) throw badRequest(ERASE_MESSAGES.mismatch)
    if (await hasUnsettledOrders(tx, member.id)) throw new HttpError(409, ERASE_MESSAGES.inProgress)
    const reviewed = await listReviewedProductIds(tx, member.id)
    const ordersAnonymised = await anonymiseMemberOrders(tx, member.id)
    await deleteQueuedMail(tx, member.email)
    await deleteNewsletterSubscription(tx, member.email)
    await deleteUser(tx, member.id)
    for (const productId of new Set(reviewed)) writer.productChanged(productId)
    await recordAudit(tx, staff, {
      action: 'customer.erase',
      entity: 'customer',
      entityId: member.id,
      after: { orders_anonymised: ordersAnonymised, reviews_erased: reviewed.length },
    })
    return ordersAnonymised
  })
}
