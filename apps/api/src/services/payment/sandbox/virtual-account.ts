import { createHash } from 'node:crypto'

/**
 * A bill's virtual account number at one bank: the bank's three-digit channel id, then 13 digits
 * drawn from the bill number and the bank, so the same order at the same bank always gets the same
 * number (a reload or a second visit shows it again) and two banks give two numbers.
 */
export function virtualAccountNumber(billNo: string, channelUid: string): string {
  const digest = createHash('sha256').update(`va:${billNo}:${channelUid}`).digest()
  const digits = (digest.readBigUInt64BE(0) % 10n ** 13n).toString().padStart(13, '0')
  return `${channelUid}${digits}`
}

/** What a shopper types: digits, perhaps grouped by spaces or dashes as the page shows them. */
export function readVirtualAccountNumber(typed: string | undefined): string | null {
  const digits = (typed ?? '').replace(/[\s-]/g, '')
  return /^\d{16}$/.test(digits) ? digits : null
}

/** 16 digits in groups of four, as banks print them. */
export const groupedNumber = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ')
