import type { Transaction } from '@store/db/client'
import { moveOrder } from '../order-moves.repository'
import { listPaidPickups, listPreparedPickups } from './fulfilment.repository'

/** Spec section 9: a pick-up is prepared at least 1 hour after payment. */
export const PICKUP_PREPARATION_MS = 60 * 60 * 1000

/**
 * Moves up to `limit` paid pick-ups to PROCESSED (being prepared), and up
 * to `limit` of those paid at least an hour before `now` on to
 * READY_FOR_PICKUP. Each move is conditional, so a second run moves nothing
 * twice. Answers the moves made.
 */
export async function preparePickups(tx: Transaction, now: Date, limit: number): Promise<number> {
  let moves = 0
  for (const order of await listPaidPickups(tx, limit))
    if (await moveOrder(tx, order.id, 'PAID', 'PROCESSED')) moves += 1
  const paidBy = new Date(now.getTime() - PICKUP_PREPARATION_MS)
  for (const order of await listPreparedPickups(tx, paidBy, limit))
    if (await moveOrder(tx, order.id, 'PROCESSED', 'READY_FOR_PICKUP', { readyAt: now })) moves += 1
  return moves
}
