import type { FastifyInstance } from 'fastify'
import { changeCatalogue } from '../lib/catalogue-change'
import { moveProductStatus } from '../lib/product-status'
import { holdsJobLock } from './job-lock.repository'
import { listDueProducts } from './publish-products.repository'

/**
 * Publishes the drafts whose scheduled time has come on the store's clock
 * (decision 090). One instance runs it; the catalogue change notice drops the
 * cached lists, pages and search words on every instance, so a drop shows
 * everywhere within a run of its time. A minute with nothing due changes
 * nothing, so the shop's cached answers are kept.
 */
export async function publishDueProducts(app: FastifyInstance, now: Date): Promise<number | null> {
  if ((await listDueProducts(app.db, now, 1)).length === 0) return 0
  return changeCatalogue(app, async ({ tx }) => {
    if (!(await holdsJobLock(tx, 'publish-products'))) return null
    const ids = await listDueProducts(tx, now)
    for (const id of ids) await moveProductStatus(tx, 'job', id, { to: 'PUBLISHED' }, now)
    return ids.length
  })
}
