import type { CatalogueWriter } from '../../cache/catalogue-writes'
import { StockRefusal } from '../../lib/http-errors'
import { MAIL_WORDS } from '../../i18n/words'
import { findOrderShowroom, listReturnLines, updateReturnLine } from './returns.repository'
import type { ReturnRow } from './returns.repository'

/** An exchange's held sizes go back to the order's showroom: refused, turned into a refund, or overdue. */
export async function releaseHeldSizes(writer: CatalogueWriter, row: ReturnRow) {
  const showroomId = await findOrderShowroom(writer.tx, row.orderId)
  const lines = await listReturnLines(writer.tx, row.id)
  const held = lines
    .filter(({ line }) => line.held && line.exchangeProductSizeId !== null)
    .sort((a, b) => (a.line.exchangeProductSizeId ?? 0) - (b.line.exchangeProductSizeId ?? 0))
  for (const { line } of held) {
    await writer.putBackStock({
      productSizeId: line.exchangeProductSizeId ?? 0,
      showroomId,
      qty: line.qty,
    })
    await updateReturnLine(writer.tx, line.id, { held: false })
  }
  return held.length
}

/**
 * Before an exchange leaves, its sizes must be held: one whose hold lapsed is
 * taken again by the checkout's conditional update, or the exchange is
 * refused with the advice to turn it into a refund.
 */
export async function ensureHeldSizes(writer: CatalogueWriter, row: ReturnRow) {
  const showroomId = await findOrderShowroom(writer.tx, row.orderId)
  const lapsed = (await listReturnLines(writer.tx, row.id)).filter(
    ({ line }) => !line.held && line.exchangeProductSizeId !== null,
  )
  if (lapsed.length === 0) return
  const took = await writer.takeStocks(
    lapsed.map(({ line, orderLine }) => ({
      productId: orderLine.productId,
      productSizeId: line.exchangeProductSizeId ?? 0,
      showroomId,
      qty: line.qty,
    })),
  )
  if (!took) {
    const sizes = lapsed
      .map(({ line, orderLine }) => `${orderLine.productName} (${line.exchangeSizeCode ?? ''})`)
      .join(', ')
    throw new StockRefusal('checkout', (l) => MAIL_WORDS[l].returns_held_size_gone({ sizes }))
  }
  for (const { line } of lapsed) await updateReturnLine(writer.tx, line.id, { held: true })
}
