import * as m from '#messages'
import type { BulkOrderAction, BulkOrderOutcome } from '@store/contract/admin/order-bulk'
import { summarise } from '@/components/data-table/selection-bar'

const WORDS = {
  pack: [m.orders_bulk_done_pack, m.orders_bulk_already_pack],
  'book-waybill': [m.orders_bulk_done_book, m.orders_bulk_already_book],
} as const satisfies Record<BulkOrderAction, readonly unknown[]>

/** '18 packed, 2 already packed', and each refused order with the reason its own page gives. */
export function orderBulkOutcome(action: BulkOrderAction, results: BulkOrderOutcome[]) {
  const count = (outcome: BulkOrderOutcome['outcome']) =>
    results.filter((result) => result.outcome === outcome).length
  const [done, already] = WORDS[action]
  return {
    summary: summarise([
      [count('done'), done],
      [count('already'), already],
      [count('refused'), m.bulk_refused],
    ]),
    refused: results.flatMap((result) =>
      result.outcome === 'refused'
        ? [{ key: result.ref, name: result.ref, reason: result.reason }]
        : [],
    ),
  }
}
