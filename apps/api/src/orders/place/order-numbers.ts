import { randomInt } from 'node:crypto'
import { toWibText } from '@store/contract/format/wib-text'

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
const randomText = (length: number) =>
  Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')

/**
 * The order number (Faspay's bill_no) and the reference shown to shoppers.
 * The reference starts with its random letters, no one can guess or count on,
 * because shoppers see its first 8 characters as 'ORDER #XXXXXXXX' (spec
 * section 9, docs/decisions/028); the Jakarta date follows.
 */
export function newOrderNumbers(now: Date) {
  const day = toWibText(now, 'day').replaceAll('-', '')
  return {
    trxNo: `KN${day}${randomText(8)}`,
    trxRef: `${randomText(8)}-${day}`,
  }
}

/** The code a pick-up order is handed over against; given at payment, since an unpaid order is not collected. */
export const newPickupCode = () => String(randomInt(100000, 1000000))
