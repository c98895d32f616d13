import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import {
  createShowroom,
  deleteShowroom,
  getShowrooms,
  orderShowrooms,
  updateShowroom,
} from '@store/contract/admin/showrooms'
import type { ShowroomInputSchema } from '@store/contract/admin/showrooms'
import type { Transaction } from '@store/db/client'
import { recordAudit } from '../../../lib/audit.repository'
import { HttpError, badRequest, notFound } from '../../../lib/http-errors'
import { registerCall } from '../../../lib/register-call'
import { regionRoutes } from './region-routes'
import { SHOWROOM_MESSAGES, listChanged, writeShowrooms } from './showroom-write'
import {
  deleteShowroomRow,
  findRegionForUpdate,
  findShowroomForUpdate,
  insertShowroom,
  readRegions,
  reorderShowroomRows,
  showroomTies,
  updateShowroomRow,
} from './showrooms.repository'
import type { ShowroomValues } from './showrooms.repository'

const showroomValues = (input: z.output<typeof ShowroomInputSchema>): ShowroomValues => ({
  showroomRegionId: input.showroom_region_id,
  showroomName: input.showroom_name,
  phone: input.phone,
  address1: input.address1,
  address2: input.address2,
  address3: input.address3,
  mapsUrl: input.maps_url,
  isHub: input.is_hub,
  hubCode: input.is_hub ? input.hub_code : null,
  isActive: input.is_active,
})

async function requireRegion(tx: Transaction, id: number) {
  if (!(await findRegionForUpdate(tx, id))) throw badRequest(SHOWROOM_MESSAGES.noSuchRegion)
}

/** Why a showroom cannot be deleted, as a sentence, or null when nothing ties it. */
function tiesMessage(ties: { stock: number; orders: number; staff: number }) {
  const reasons = [
    ties.stock > 0 && 'holds stock',
    ties.orders > 0 && 'has orders',
    ties.staff > 0 && 'has staff accounts',
  ].filter(Boolean)
  if (reasons.length === 0) return null
  return `This showroom ${reasons.join(' and ')}, so it cannot be deleted. Deactivate it instead: it then leaves the store locator and checkout.`
}

/** Showroom regions and showrooms (spec section 2, Stores). */
export function showroomRoutes(app: FastifyInstance) {
  registerCall(app, getShowrooms, async () => ({ data: { regions: await readRegions(app.db) } }))
  regionRoutes(app)

  registerCall(app, createShowroom, (input, request) =>
    writeShowrooms(app, request, async (tx, staff) => {
      await requireRegion(tx, input.showroom_region_id)
      const values = showroomValues(input)
      const id = await insertShowroom(tx, values)
      await recordAudit(tx, staff, {
        action: 'showroom.create',
        entity: 'showroom',
        entityId: id,
        after: values,
      })
      return `${input.showroom_name} has been added.`
    }),
  )

  registerCall(app, updateShowroom, ({ id, ...input }, request) =>
    writeShowrooms(app, request, async (tx, staff) => {
      const held = await findShowroomForUpdate(tx, id)
      if (!held) throw notFound(SHOWROOM_MESSAGES.showroomGone)
      await requireRegion(tx, input.showroom_region_id)
      const values = showroomValues(input)
      await updateShowroomRow(tx, held, values)
      await recordAudit(tx, staff, {
        action: 'showroom.update',
        entity: 'showroom',
        entityId: id,
        before: held,
        after: values,
      })
      return `${input.showroom_name} has been saved.`
    }),
  )

  registerCall(app, deleteShowroom, ({ id }, request) =>
    writeShowrooms(app, request, async (tx, staff) => {
      const held = await findShowroomForUpdate(tx, id)
      if (!held) throw notFound(SHOWROOM_MESSAGES.showroomGone)
      const refusal = tiesMessage(await showroomTies(tx, id))
      if (refusal) throw new HttpError(409, refusal)
      await deleteShowroomRow(tx, id)
      await recordAudit(tx, staff, {
        action: 'showroom.delete',
        entity: 'showroom',
        entityId: id,
        before: held,
      })
      return `${held.showroomName} has been deleted.`
    }),
  )

  registerCall(app, orderShowrooms, ({ region_id, ids }, request) =>
    writeShowrooms(app, request, async (tx, staff) => {
      if (!(await reorderShowroomRows(tx, region_id, ids))) throw listChanged()
      await recordAudit(tx, staff, {
        action: 'showroom.order',
        entity: 'showroom',
        after: { region_id, ids },
      })
      return 'The showrooms are in their new order.'
    }),
  )
}
