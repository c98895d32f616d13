import type { ReturnAnswer } from '@store/contract/returns'
import { toWibText } from '@store/contract/format/wib-text'
import type { Executor } from '@store/db/client'
import { listLinesOfReturns } from './return-view.repository'
import type { ReturnViewRow } from './return-view.repository'

/**
 * Returns as the buyer and staff read them; the buyer's bank details only
 * when `withBank` (the buyer's own, or a role that handles money).
 */
export async function returnAnswers(
  db: Executor,
  rows: readonly ReturnViewRow[],
  withBank: boolean,
): Promise<(ReturnAnswer & { buyer_name: string })[]> {
  const lines = await listLinesOfReturns(
    db,
    rows.map(({ row }) => row.id),
  )
  return rows.map(({ row, showroom, ...view }) => ({
    return_ref: row.returnRef,
    trx_ref: view.trxRef,
    buyer_name: view.buyerName,
    state: row.state,
    wish: row.wish,
    way: row.way,
    showroom_id: showroom.id,
    showroom_name: showroom.showroomName,
    showroom_address: [showroom.address1, showroom.address2, showroom.address3]
      .filter(Boolean)
      .join(', '),
    refusal_reason: row.refusalReason,
    exchange_no_resi: row.exchangeNoResi,
    refund_amount: view.refundAmount,
    photos: row.photos,
    bank:
      withBank && row.bankAccount
        ? {
            bank_name: row.bankName ?? '',
            account_number: row.bankAccount,
            account_holder: row.bankHolder ?? '',
          }
        : null,
    created_at: toWibText(row.createdAt),
    lines: lines
      .filter(({ line }) => line.returnId === row.id)
      .map(({ line, orderLine }) => ({
        id: line.id,
        order_line_id: line.orderLineId,
        product_name: orderLine.productName,
        size_code: orderLine.sizeCode,
        qty: line.qty,
        reason: line.reason,
        exchange_size: line.exchangeSizeCode,
        held: line.held,
        received_qty: line.receivedQty,
        damaged_qty: line.damagedQty,
      })),
  }))
}
