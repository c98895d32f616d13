import type { FastifyInstance } from 'fastify'
import { recordAudit } from '../lib/audit.repository'
import { changeCatalogue } from '../lib/catalogue-change'
import { hasDueDiscounts, moveDueDiscounts } from './apply-discounts.repository'
import { holdsJobLock } from './job-lock.repository'

/**
 * Starts and ends the direct discounts staff planned (docs/decisions/042):
 * at each edge of a window, the live disc_percent / disc_nominal the shop and
 * final_price read take the planned values or go back to 0. A minute with no
 * edge touches nothing, so the shop's cached answers are kept.
 */
export async function applyDiscounts(app: FastifyInstance, now: Date): Promise<number | null> {
  if (!(await hasDueDiscounts(app.db, now))) return 0
  return changeCatalogue(app, async ({ tx }) => {
    if (!(await holdsJobLock(tx, 'apply-discounts'))) return null
    const moved = await moveDueDiscounts(tx, now)
    for (const product of moved)
      await recordAudit(tx, 'job', {
        action: 'product.discount-window',
        entity: 'product',
        entityId: product.id,
        after: { disc_percent: product.disc_percent, disc_nominal: product.disc_nominal },
      })
    return moved.length
  })
}
