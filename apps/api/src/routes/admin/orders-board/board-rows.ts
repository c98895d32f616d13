import Papa from 'papaparse'
import { ORDERS_CSV_COLUMNS, PAYMENT_STATE_LABELS } from '@store/contract/admin/orders-board'
import type { BoardOrder } from '@store/contract/admin/orders-board'
import { TRX_STATUS_LABELS } from '@store/contract/format/order-status'
import { toWibText } from '@store/contract/format/wib-text'
import type { BoardRow } from './orders-board.repository'

const courierOf = (row: BoardRow) =>
  row.shippingType === 'ONLINE_DELIVERY'
    ? [row.shippingCourier?.toUpperCase(), row.shippingServiceName].filter(Boolean).join(' ') ||
      null
    : null

export function boardOrderOf(row: BoardRow): BoardOrder {
  return {
    trx_ref: row.trxRef,
    created_at: toWibText(row.createdAt),
    buyer_name: row.buyerName,
    member: row.userId !== null,
    shipping_type: row.shippingType,
    showroom_name: row.showroomName,
    courier: courierOf(row),
    status: row.status,
    group: row.group,
    grand_total: row.grandTotal,
    payment_channel: row.paymentChannel,
    payment_state: row.paymentState,
    no_resi: row.noResi,
    attention: row.attention !== null,
  }
}

// A spreadsheet runs a cell starting with = + - @ (or a tab or return) as a formula.
const FORMULA_START = /^[=+\-@\t\r]/
export const safeCell = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value)

export const csvHeader = () => Papa.unparse([[...ORDERS_CSV_COLUMNS]], { newline: '\r\n' })

/** Rows of the export in the order of ORDERS_CSV_COLUMNS, each cell made safe. */
export function csvLines(rows: BoardRow[]): string {
  const data = rows.map((row) =>
    [
      row.trxRef,
      toWibText(row.createdAt),
      row.buyerName,
      row.buyerEmail,
      row.userId === null ? 'guest' : 'member',
      row.shippingType === 'ONLINE_DELIVERY' ? 'courier' : 'pick-up',
      row.showroomName,
      courierOf(row) ?? '',
      row.noResi ?? '',
      TRX_STATUS_LABELS[row.status],
      String(row.grandTotal),
      row.paymentChannel ?? '',
      PAYMENT_STATE_LABELS[row.paymentState],
    ].map(safeCell),
  )
  return Papa.unparse(data, { newline: '\r\n', header: false })
}
