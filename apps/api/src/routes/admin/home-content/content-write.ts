import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Transaction } from '@store/db/client'
import type { HomeContent } from '@store/contract/admin/home-content'
import { changeCatalogue } from '../../../lib/catalogue-change'
import type { StaffSession } from '../../../lib/auth/staff-session.repository'
import { HttpError } from '../../../lib/http-errors'
import { requireStaff } from '../../../plugins/auth'
import { readHomeContent } from './home-content.repository'

export const CONTENT_MESSAGES = {
  slideGone: 'That slide no longer exists; the list has been refreshed.',
  hashtagGone: 'That image is no longer in the gallery; the list has been refreshed.',
  orderChanged:
    'The list changed while you were ordering it (another change came first). Reload and try again.',
} as const

export const listChanged = () => new HttpError(409, CONTENT_MESSAGES.orderChanged)

/**
 * One change of the home content: in the catalogue write path (no list counts
 * change), so the shop's cached home and header answers are dropped after
 * commit; the work writes its audit line in the same transaction and answers
 * the message the back office shows.
 */
export async function writeHomeContent(
  app: FastifyInstance,
  request: FastifyRequest,
  work: (tx: Transaction, staff: StaffSession) => Promise<string>,
): Promise<{ message: string; data: HomeContent }> {
  const staff = requireStaff(request)
  const message = await changeCatalogue(app, (writer) => work(writer.tx, staff), { stats: false })
  return { message, data: await readHomeContent(app.db) }
}
