import * as m from '#messages'
import type {
  BulkProductAction,
  BulkProductOutcome,
  BulkProductRefusal,
} from '@store/contract/admin/product-bulk'
import { summarise } from '@/components/data-table/selection-bar'

type Words = (inputs: { count: number }) => string

const DONE: Record<BulkProductAction, [done: Words, already: Words]> = {
  publish: [m.products_bulk_done_publish, m.products_bulk_already_publish],
  unpublish: [m.products_bulk_done_unpublish, m.products_bulk_already_unpublish],
  archive: [m.products_bulk_done_archive, m.products_bulk_already_archive],
  restore: [m.products_bulk_done_restore, m.products_bulk_already_restore],
  schedule: [m.products_bulk_done_schedule, m.products_bulk_already_schedule],
  discount: [m.products_bulk_done_discount, m.products_bulk_already_discount],
}

const REFUSALS: Record<BulkProductRefusal, () => string> = {
  not_found: m.products_refusal_not_found,
  not_archived: m.products_refusal_not_archived,
  discount_above_net: m.products_refusal_discount_above_net,
}

/** '12 published, 1 already published', and each refused product by name with its reason. */
export function productBulkOutcome(
  action: BulkProductAction,
  results: BulkProductOutcome[],
  nameOf: (id: number) => string,
) {
  const count = (outcome: BulkProductOutcome['outcome']) =>
    results.filter((result) => result.outcome === outcome).length
  const [done, already] = DONE[action]
  return {
    summary: summarise([
      [count('moved'), done],
      [count('already'), already],
      [count('refused'), m.bulk_refused],
    ]),
    refused: results.flatMap((result) =>
      result.outcome === 'refused'
        ? [{ key: String(result.id), name: nameOf(result.id), reason: REFUSALS[result.reason]() }]
        : [],
    ),
  }
}
