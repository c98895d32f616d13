import type { Executor } from '@store/db/client'
import { percentOf } from '@store/contract/admin/dashboard'
import type { ReturnFigures } from '@store/contract/admin/return-figures'
import { RETURN_REASONS } from '@store/contract/returns'
import { loadFitNote } from '../orders/returns/fit.repository'
import {
  listReturnedProducts,
  sumReturnReasons,
  sumReturnedUnits,
} from './return-figures.repository'
import type { UnitRow } from './return-figures.repository'
import { dayText, spanOf } from './wib-days'
import type { DayNo } from './wib-days'

const units = (row: UnitRow) => ({
  sold: row.sold,
  returned: row.returned,
  exchanged: row.exchanged,
  too_small: row.tooSmall,
  too_large: row.tooLarge,
  rate: percentOf(row.returned, row.sold),
})

const add = (a: UnitRow, b: UnitRow): UnitRow => ({
  sold: a.sold + b.sold,
  returned: a.returned + b.returned,
  exchanged: a.exchanged + b.exchanged,
  tooSmall: a.tooSmall + b.tooSmall,
  tooLarge: a.tooLarge + b.tooLarge,
})

/**
 * What came back of the units sold on the WIB days first..last (decision
 * 096): counted by the sale, so a rate compares like with like.
 */
export async function returnFigures(
  db: Executor,
  first: DayNo,
  last: DayNo,
): Promise<ReturnFigures> {
  const span = spanOf(first, last)
  const [totals, reasons, rows] = await Promise.all([
    sumReturnedUnits(db, span),
    sumReturnReasons(db, span),
    listReturnedProducts(db, span),
  ])
  const products = new Map<number, { name: string; sizes: (UnitRow & { sizeCode: string })[] }>()
  for (const row of rows) {
    const product = products.get(row.productId) ?? { name: row.name, sizes: [] }
    product.sizes.push(row)
    products.set(row.productId, product)
  }
  const byReason = new Map(reasons.map((row) => [row.reason, row.units]))
  const listed = await Promise.all(
    [...products].map(async ([productId, { name, sizes }]) => {
      const none = { sold: 0, returned: 0, exchanged: 0, tooSmall: 0, tooLarge: 0 }
      return {
        product_id: productId,
        name,
        fit: await loadFitNote(db, productId),
        ...units(sizes.reduce(add, none)),
        sizes: sizes.map((size) => ({ size_code: size.sizeCode, ...units(size) })),
      }
    }),
  )
  return {
    from: dayText(first),
    to: dayText(last),
    totals: units(totals),
    reasons: RETURN_REASONS.map((reason) => ({ reason, units: byReason.get(reason) ?? 0 })),
    products: listed.sort((a, b) => b.returned - a.returned || a.product_id - b.product_id),
  }
}
