import { desc, eq } from 'drizzle-orm'
import type { Executor } from '@store/db/client'
import { orderRefunds, orderReturns, showrooms } from '@store/db/schema'
import type { OrderEventKind } from '@store/contract/order-status'
import type { ReturnRow } from './returns.repository'

/** What a return's mail tells: the return as it stands when the mail goes, and where it comes back. */
export interface ReturnNews {
  row: ReturnRow
  showroom: { name: string; address: string }
  refundAmount: number | null
}

/**
 * The order's return that moved last, read when the mail goes: two moves
 * before one mail are told as where the return now stands. Nothing for
 * other events.
 */
export async function returnNewsOf(
  db: Executor,
  event: { kind: OrderEventKind; order: { id: number } },
): Promise<ReturnNews | undefined> {
  if (event.kind !== 'RETURN_UPDATED') return undefined
  const [found] = await db
    .select({ row: orderReturns, showroom: showrooms, refundAmount: orderRefunds.amount })
    .from(orderReturns)
    .innerJoin(showrooms, eq(showrooms.id, orderReturns.showroomId))
    .leftJoin(orderRefunds, eq(orderRefunds.id, orderReturns.refundId))
    .where(eq(orderReturns.orderId, event.order.id))
    .orderBy(desc(orderReturns.updatedAt), desc(orderReturns.id))
    .limit(1)
  if (!found) return undefined
  const { showroomName, address1, address2, address3 } = found.showroom
  return {
    row: found.row,
    showroom: {
      name: showroomName,
      address: [address1, address2, address3].filter(Boolean).join(', '),
    },
    refundAmount: found.refundAmount,
  }
}
