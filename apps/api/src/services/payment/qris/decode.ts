import { QRIS_GLOBAL_ID, crc16 } from './payload'

/** What a wallet app reads from a QRIS code before it asks the shopper to pay. */
export interface DecodedQris {
  merchantId: string
  merchantName: string
  merchantCity: string
  /** Whole rupiah. */
  amount: number
  billNo: string
}

export type QrisReading = { ok: true; qris: DecodedQris } | { ok: false; problem: QrisProblem }
export type QrisProblem = 'malformed' | 'checksum' | 'not_qris' | 'no_amount'

/** Splits tag-length-value text into its fields; null when a length runs past the end. */
export function readFields(text: string): Map<string, string> | null {
  const fields = new Map<string, string>()
  let at = 0
  while (at < text.length) {
    const head = text.slice(at, at + 4)
    if (!/^\d{4}$/.test(head)) return null
    const length = Number(head.slice(2))
    const value = text.slice(at + 4, at + 4 + length)
    if (value.length !== length || fields.has(head.slice(0, 2))) return null
    fields.set(head.slice(0, 2), value)
    at += 4 + length
  }
  return fields
}

/**
 * Reads a QRIS code as a wallet app does: the fields, the CRC over all but its own four digits,
 * the QRIS merchant account and a dynamic amount in rupiah.
 */
export function decodeQris(payload: string): QrisReading {
  const fields = readFields(payload)
  if (!fields || fields.get('00') !== '01') return { ok: false, problem: 'malformed' }
  const crc = fields.get('63')
  if (!crc || !payload.endsWith(`6304${crc}`) || crc16(payload.slice(0, -4)) !== crc)
    return { ok: false, problem: 'checksum' }
  const account = readFields(fields.get('51') ?? '')
  const merchantId = account?.get('02')
  if (account?.get('00') !== QRIS_GLOBAL_ID || !merchantId || fields.get('53') !== '360')
    return { ok: false, problem: 'not_qris' }
  const amountText = fields.get('54') ?? ''
  const billNo = readFields(fields.get('62') ?? '')?.get('01')
  if (!/^[1-9]\d{0,12}$/.test(amountText) || !billNo) return { ok: false, problem: 'no_amount' }
  return {
    ok: true,
    qris: {
      merchantId,
      merchantName: fields.get('59') ?? '',
      merchantCity: fields.get('60') ?? '',
      amount: Number(amountText),
      billNo,
    },
  }
}
