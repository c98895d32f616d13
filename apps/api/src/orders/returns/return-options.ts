import type { ReturnOptions } from '@store/contract/return-calls'
import type { Locale } from '@store/contract/locale'
import { toWibText } from '@store/contract/format/wib-text'
import type { Executor } from '@store/db/client'
import { listOrderLines } from '../order.repository'
import type { OrderRow } from '../order.repository'
import { returnRefusal } from './return-refusals'
import { returnAnswers } from './return-view'
import { findReturns } from './return-view.repository'
import { returnWindow } from './return-window'
import { listSizesInStock, returnedUnits } from './returns.repository'

/**
 * What the order offers its buyer to return now (the form's choices: units
 * left per line, other sizes in stock at the order's showroom) and the
 * returns already asked, each with where it stands.
 */
export async function returnOptions(
  db: Executor,
  order: OrderRow,
  now: Date,
  locale: Locale,
): Promise<ReturnOptions> {
  const refusal = returnRefusal(order, now)
  const window = order.completedAt ? returnWindow(order.completedAt) : null
  const lines = await listOrderLines(db, order.id)
  const returned = await returnedUnits(db, order.id)
  const sizes = await listSizesInStock(
    db,
    lines.map((line) => line.productId),
    order.showroomId,
  )
  const { rows } = await findReturns(db, { orderId: order.id })
  return {
    refusal: refusal ? refusal(locale) : null,
    window_closes_at: window ? toWibText(window.closesAt) : null,
    damage_closes_at: window ? toWibText(window.damageClosesAt) : null,
    lines: lines.map((line) => {
      const before = returned.get(line.id)
      return {
        line_id: line.id,
        product_name: line.productName,
        size_code: line.sizeCode,
        returnable: before?.open ? 0 : line.qty - line.cancelledQty - (before?.taken ?? 0),
        exchange_sizes: sizes
          .filter((size) => size.productId === line.productId && size.sizeCode !== line.sizeCode)
          .map((size) => size.sizeCode),
      }
    }),
    returns: await returnAnswers(db, rows, true),
  }
}
