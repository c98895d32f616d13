import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Transaction } from '@store/db/client'
import type { AdminRegion } from '@store/contract/admin/showrooms'
import type { StaffSession } from '../../../lib/auth/staff-session.repository'
import { changeCatalogue } from '../../../lib/catalogue-change'
import { HttpError } from '../../../lib/http-errors'
import { requireStaff } from '../../../plugins/auth'
import { readRegions } from './showrooms.repository'

export const SHOWROOM_MESSAGES = {
  regionGone: 'That region no longer exists; the list has been refreshed.',
  showroomGone: 'That showroom no longer exists; the list has been refreshed.',
  noSuchRegion: 'Choose one of the regions in the list.',
  regionNotEmpty:
    'This region still has showrooms. Move them to another region or delete them first.',
  orderChanged:
    'The list changed while you were ordering it (another change came first). Reload and try again.',
} as const

export const listChanged = () => new HttpError(409, SHOWROOM_MESSAGES.orderChanged)

/**
 * One change of the showrooms, in the catalogue write path: /stores and
 * checkout's showroom choices read the new state on the next request.
 */
export async function writeShowrooms(
  app: FastifyInstance,
  request: FastifyRequest,
  work: (tx: Transaction, staff: StaffSession) => Promise<string>,
): Promise<{ message: string; data: { regions: AdminRegion[] } }> {
  const staff = requireStaff(request)
  const message = await changeCatalogue(app, (writer) => work(writer.tx, staff), { stats: false })
  return { message, data: { regions: await readRegions(app.db) } }
}
