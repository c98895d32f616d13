import type { ReturnState } from '@store/contract/returns'
import type { Transaction } from '@store/db/client'
import { HttpError, notFound } from '../../lib/http-errors'
import { recordAudit } from '../../lib/audit.repository'
import type { AuditActor } from '../../lib/audit.repository'
import { MAIL_WORDS } from '../../i18n/words'
import { recordRepeatableOrderEvent } from '../order-moves.repository'
import { returnStateWord } from './return-words'
import { RETURN_AUDIT_ENTITY, lockReturn, moveReturn } from './returns.repository'
import type { ReturnRow } from './returns.repository'

/** The return, locked, when it is in one of `from`; a 404 or a 409 that says what it became. */
export async function lockReturnIn(
  tx: Transaction,
  returnRef: string,
  from: readonly ReturnState[],
): Promise<ReturnRow> {
  const row = await lockReturn(tx, returnRef)
  if (!row) throw notFound((l) => MAIL_WORDS[l].returns_not_found({ ref: returnRef }))
  if (!from.includes(row.state)) throw movedAlready(row)
  return row
}

/** Another person (or the job) moved it first: 409 with its state now. */
export const movedAlready = (row: Pick<ReturnRow, 'returnRef' | 'state'>) =>
  new HttpError(409, (l) =>
    MAIL_WORDS[l].returns_moved({ ref: row.returnRef, state: returnStateWord(l, row.state) }),
  )

export interface ReturnMove {
  actor: AuditActor
  action: string
  to: ReturnState
  now: Date
  changes?: Partial<ReturnRow>
  after?: Record<string, unknown>
}

/**
 * One staff move of a locked return: the conditional update, its audit line
 * and the buyer's news, all in the caller's transaction.
 */
export async function moveLockedReturn(tx: Transaction, row: ReturnRow, move: ReturnMove) {
  const moved = await moveReturn(tx, row.id, row.state, move.to, {
    ...move.changes,
    updatedAt: move.now,
  })
  if (!moved) throw movedAlready(row)
  await recordAudit(tx, move.actor, {
    action: `return.${move.action}`,
    entity: RETURN_AUDIT_ENTITY,
    entityId: row.returnRef,
    before: { state: row.state },
    after: { state: move.to, ...move.after },
    at: move.now,
  })
  await recordRepeatableOrderEvent(tx, row.orderId, 'RETURN_UPDATED', move.now)
  return moved
}
