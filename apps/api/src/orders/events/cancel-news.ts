import type { Executor } from '@store/db/client'
import type { OrderEventKind } from '@store/contract/order-status'
import { listOrderLines } from '../order.repository'
import type { OrderRow } from '../order.repository'
import { owedToBuyer } from '../refunds/refunds.repository'
import type { CancelNews } from './event-messages'

/**
 * What a cancel by the shop tells its buyer when the mail goes: the units
 * cancelled so far and the refunds still owed, read then, so two partial
 * cancels before one mail are told together. Nothing for other events.
 */
export async function cancelNewsOf(
  db: Executor,
  event: { kind: OrderEventKind; order: OrderRow },
): Promise<CancelNews | undefined> {
  const { kind, order } = event
  if (kind !== 'LINES_CANCELLED' && !(kind === 'CANCELLED' && order.cancelReason)) return undefined
  const lines = await listOrderLines(db, order.id)
  const items = lines
    .filter((line) => line.cancelledQty > 0)
    .map((line) => `${line.productName} (${line.sizeCode}) x${line.cancelledQty}`)
    .join(', ')
  return { owed: await owedToBuyer(db, order.id), items }
}
