/**
 * A QRIS merchant-presented code (EMVCo MPM as Bank Indonesia's QRIS standard profiles it): one
 * text of tag-length-value fields ending in a CRC, which any bank or e-wallet app reads. Pure:
 * the built-in page draws it, the simulated wallet reads it back.
 */

/** QRIS's national repository id in merchant account information (tag 51). */
export const QRIS_GLOBAL_ID = 'ID.CO.QRIS.WWW'
/** ISO 18245 5651: family clothing stores. */
export const FASHION_MCC = '5651'
const RUPIAH = '360'

export interface QrisMerchant {
  /** The national merchant id (NMID), 'ID' and 13 digits. */
  id: string
  name: string
  city: string
  /** QRIS merchant criteria: UMI, UKE, UME or UBE (micro to large business). */
  criteria: string
}

export interface QrisBill {
  /** Whole rupiah. */
  amount: number
  billNo: string
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection), as four upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

/** One field: two-digit tag, two-digit length, value (at most 99 characters). */
export function tlv(tag: string, value: string): string {
  if (!/^\d{2}$/.test(tag)) throw new Error(`not a QRIS tag: ${tag}`)
  if (value.length === 0 || value.length > 99)
    throw new Error(`QRIS field ${tag} must hold 1 to 99 characters`)
  return `${tag}${String(value.length).padStart(2, '0')}${value}`
}

/** Whole rupiah as QRIS writes an amount: digits, no separators, no decimals. */
export function qrisAmount(rupiah: number): string {
  if (!Number.isSafeInteger(rupiah) || rupiah <= 0 || rupiah >= 1e13)
    throw new Error(`not a QRIS amount: ${rupiah}`)
  return String(rupiah)
}

// Names and cities are printable ASCII in the EMVCo profile; anything else is dropped.
const plain = (text: string, max: number) =>
  text
    .replace(/[^\x20-\x7E]/g, '')
    .slice(0, max)
    .trim()

/** The dynamic (point of initiation 12) code for one bill. */
export function qrisPayload(merchant: QrisMerchant, bill: QrisBill): string {
  const body = [
    tlv('00', '01'),
    tlv('01', '12'),
    tlv('51', tlv('00', QRIS_GLOBAL_ID) + tlv('02', merchant.id) + tlv('03', merchant.criteria)),
    tlv('52', FASHION_MCC),
    tlv('53', RUPIAH),
    tlv('54', qrisAmount(bill.amount)),
    tlv('58', 'ID'),
    tlv('59', plain(merchant.name, 25)),
    tlv('60', plain(merchant.city, 15)),
    tlv('62', tlv('01', plain(bill.billNo, 25))),
  ].join('')
  const signed = `${body}6304`
  return `${signed}${crc16(signed)}`
}
