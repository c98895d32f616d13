import type { FastifyInstance } from 'fastify'
import { BULK_PRODUCT_MESSAGES, bulkAdminProducts } from '@store/contract/admin/product-bulk'
import { PRODUCT_MESSAGES } from '@store/contract/admin/product-fields'
import type { BulkProductOutcome, BulkProductsInput } from '@store/contract/admin/product-bulk'
import type { Transaction } from '@store/db/client'
import type { AuditActor } from '../../../lib/audit.repository'
import { changeCatalogue } from '../../../lib/catalogue-change'
import { readWibMinute, writeWibMinute } from '../../../lib/discount-window'
import { badRequest } from '../../../lib/http-errors'
import { setProductDiscount } from '../../../lib/product-discount'
import { moveProductStatus } from '../../../lib/product-status'
import type { StatusMove } from '../../../lib/product-status'
import { lockProductStatus } from '../../../lib/product-status.repository'
import { registerCall } from '../../../lib/register-call'
import { requireStaff } from '../../../plugins/auth'
import { scheduledTime } from './publishing-routes'

type Move = BulkProductsInput['move']
type Apply = (tx: Transaction, id: number) => Promise<BulkProductOutcome>

const STATUS_MOVES = {
  publish: { to: 'PUBLISHED' },
  unpublish: { to: 'DRAFT', publishAt: null },
  archive: { to: 'ARCHIVED' },
  restore: { to: 'PUBLISHED' },
} as const satisfies Record<string, StatusMove>

function readEdge(text: string) {
  const date = readWibMinute(text)
  if (date === 'invalid') throw badRequest(PRODUCT_MESSAGES.discDate)
  return date
}

/** One product's move, the way its single call makes it (decisions 041 and 090). */
function applyOf(actor: AuditActor, move: Move, now: Date): Apply {
  if (move.action === 'discount') {
    const planned = {
      plannedDiscPercent: move.disc_percent,
      plannedDiscNominal: move.disc_nominal,
      discStartsAt: readEdge(move.disc_starts_at),
      discEndsAt: readEdge(move.disc_ends_at),
    }
    return async (tx, id) => {
      const row = await lockProductStatus(tx, id)
      if (!row) return { id, outcome: 'refused', reason: 'not_found' }
      const outcome = await setProductDiscount(tx, actor, id, planned, now)
      return outcome === 'moved' || outcome === 'already'
        ? { id, outcome, status: row.status }
        : { id, outcome: 'refused', reason: outcome }
    }
  }
  const to: StatusMove =
    move.action === 'schedule'
      ? { to: 'DRAFT', publishAt: scheduledTime(move.publish_at, now) }
      : STATUS_MOVES[move.action]
  return async (tx, id) => {
    const before = await lockProductStatus(tx, id)
    if (!before) return { id, outcome: 'refused', reason: 'not_found' }
    if (move.action === 'restore' && before.status === 'DRAFT')
      return { id, outcome: 'refused', reason: 'not_archived' }
    const after = await moveProductStatus(tx, actor, id, to, now)
    const moved =
      after?.status !== before.status || after.publish_at !== writeWibMinute(before.publishAt)
    return { id, outcome: moved ? 'moved' : 'already', status: after?.status ?? before.status }
  }
}

/**
 * Many products at once on a busy day: each its own locked, idempotent move
 * with its audit line, all in one catalogue change (one rebuild of the
 * lists' counts and one cache drop), answered product by product.
 */
export function productBulkRoutes(app: FastifyInstance) {
  registerCall(app, bulkAdminProducts, async ({ ids, move }, request) => {
    const staff = requireStaff(request)
    const now = app.clock.now()
    const apply = applyOf(staff, move, now)
    const byId = await changeCatalogue(app, async ({ tx }) => {
      const done = new Map<number, BulkProductOutcome>()
      // In id order, so two batches sharing products lock them in the same order and never deadlock.
      for (const id of [...ids].sort((a, b) => a - b)) done.set(id, await apply(tx, id))
      return done
    })
    const results = ids.flatMap((id) => byId.get(id) ?? [])
    const count = (outcome: BulkProductOutcome['outcome']) =>
      results.filter((result) => result.outcome === outcome).length
    return {
      message: BULK_PRODUCT_MESSAGES.done({
        moved: count('moved'),
        already: count('already'),
        refused: count('refused'),
      }),
      results,
    }
  })
}
