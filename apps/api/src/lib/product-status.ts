import type { ProductStatus } from '@store/contract/admin/product-publishing'
import type { Transaction } from '@store/db/client'
import { recordAudit } from './audit.repository'
import type { AuditActor } from './audit.repository'
import { writeWibMinute } from './discount-window'
import { lockProductStatus, writeProductStatus } from './product-status.repository'

/** Where a product is going: a status, and for a draft its scheduled publish time. */
export type StatusMove = { to: 'PUBLISHED' | 'ARCHIVED' } | { to: 'DRAFT'; publishAt: Date | null }

const ACTIONS = {
  PUBLISHED: 'product.publish',
  ARCHIVED: 'product.archive',
  DRAFT: 'product.unpublish',
} as const

export interface StatusAfter {
  id: number
  status: ProductStatus
  publish_at: string
}

/**
 * The one way a product's status changes, for a single product or many
 * (decision 090): the row is locked, a move to where it already is changes
 * nothing (so two staff, or a repeated click, do it once), and each change
 * writes one audit line. Null when there is no such product.
 */
export async function moveProductStatus(
  tx: Transaction,
  actor: AuditActor,
  id: number,
  move: StatusMove,
  at: Date,
): Promise<StatusAfter | null> {
  const row = await lockProductStatus(tx, id)
  if (!row) return null
  const publishAt = move.to === 'DRAFT' ? move.publishAt : null
  const before = { id, status: row.status, publish_at: writeWibMinute(row.publishAt) }
  const after = { id, status: move.to, publish_at: writeWibMinute(publishAt) }
  if (before.status === after.status && before.publish_at === after.publish_at) return before
  await writeProductStatus(tx, id, move.to, publishAt)
  await recordAudit(tx, actor, {
    action: publishAt
      ? 'product.schedule'
      : before.status === 'ARCHIVED' && move.to === 'PUBLISHED'
        ? 'product.restore'
        : ACTIONS[move.to],
    entity: 'product',
    entityId: id,
    before: { status: before.status, publish_at: before.publish_at },
    after: { status: after.status, publish_at: after.publish_at },
    at,
  })
  return after
}
