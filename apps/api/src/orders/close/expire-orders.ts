import type { CatalogueWriter } from '../../cache/catalogue-writes'
import { closeWaitingOrder } from './close-order'
import { listOverdueUnpaidOrders } from './expire-orders.repository'

/**
 * Expires up to `limit` orders whose 1x24 hour hold passed unpaid by `now`,
 * giving back their stock and promo uses (docs/decisions/025). Closing is
 * conditional on the order still waiting, so a second run returns nothing
 * twice. Answers the references expired, and whether more may be due.
 */
export async function expireOverdueOrders(writer: CatalogueWriter, now: Date, limit: number) {
  const due = await listOverdueUnpaidOrders(writer.tx, now, limit)
  const closed: string[] = []
  for (const order of due)
    if (await closeWaitingOrder(writer, order, 'EXPIRED', now)) closed.push(order.trxRef)
  return { closed, more: due.length === limit }
}
