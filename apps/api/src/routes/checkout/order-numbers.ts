import { randomInt } from 'node:crypto'
import { formatJakartaDateTime } from '../../services/jakarta-time'

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
const randomText = (length: number) =>
  Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')

/**
 * The order number (Faspay's bill_no) and the reference shown to shoppers:
 * the Jakarta date, then random letters no one can guess or count on.
 */
export function newOrderNumbers(now: Date) {
  const day = formatJakartaDateTime(now).slice(0, 10).replaceAll('-', '')
  return {
    trxNo: `KN${day}${randomText(8)}`,
    trxRef: `INV/${day}/${randomText(6)}`,
  }
}

/** The code a pick-up order is handed over against; given at payment, since an unpaid order is not collected. */
export const newPickupCode = () => String(randomInt(100000, 1000000))
