import type { FastifyInstance } from 'fastify'
import {
  createRegion,
  deleteRegion,
  orderRegions,
  renameRegion,
} from '@store/contract/admin/showrooms'
import { recordAudit } from '../../../lib/audit.repository'
import { HttpError, notFound } from '../../../lib/http-errors'
import { registerCall } from '../../../lib/register-call'
import { SHOWROOM_MESSAGES, listChanged, writeShowrooms } from './showroom-write'
import {
  countRegionShowrooms,
  deleteRegionRow,
  findRegionForUpdate,
  insertRegion,
  renameRegionRow,
  reorderRegionRows,
} from './showrooms.repository'

export function regionRoutes(app: FastifyInstance) {
  registerCall(app, createRegion, ({ region_name }, request) =>
    writeShowrooms(app, request, async (tx, staff) => {
      const id = await insertRegion(tx, region_name)
      await recordAudit(tx, staff, {
        action: 'showroom_region.create',
        entity: 'showroom_region',
        entityId: id,
        after: { region_name },
      })
      return `The region ${region_name} has been added.`
    }),
  )

  registerCall(app, renameRegion, ({ id, region_name }, request) =>
    writeShowrooms(app, request, async (tx, staff) => {
      const held = await findRegionForUpdate(tx, id)
      if (!held) throw notFound(SHOWROOM_MESSAGES.regionGone)
      await renameRegionRow(tx, id, region_name)
      await recordAudit(tx, staff, {
        action: 'showroom_region.rename',
        entity: 'showroom_region',
        entityId: id,
        before: { region_name: held.regionName },
        after: { region_name },
      })
      return `The region is now called ${region_name}.`
    }),
  )

  registerCall(app, deleteRegion, ({ id }, request) =>
    writeShowrooms(app, request, async (tx, staff) => {
      const held = await findRegionForUpdate(tx, id)
      if (!held) throw notFound(SHOWROOM_MESSAGES.regionGone)
      if ((await countRegionShowrooms(tx, id)) > 0)
        throw new HttpError(409, SHOWROOM_MESSAGES.regionNotEmpty)
      await deleteRegionRow(tx, id)
      await recordAudit(tx, staff, {
        action: 'showroom_region.delete',
        entity: 'showroom_region',
        entityId: id,
        before: { region_name: held.regionName },
      })
      return `The region ${held.regionName} has been deleted.`
    }),
  )

  registerCall(app, orderRegions, ({ ids }, request) =>
    writeShowrooms(app, request, async (tx, staff) => {
      if (!(await reorderRegionRows(tx, ids))) throw listChanged()
      await recordAudit(tx, staff, {
        action: 'showroom_region.order',
        entity: 'showroom_region',
        after: ids,
      })
      return 'The regions are in their new order.'
    }),
  )
}
