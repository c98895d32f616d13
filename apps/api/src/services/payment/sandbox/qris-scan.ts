import type { Executor } from '@store/db/client'
import type { PaymentConfig } from '../config'
import type { PaymentChannel } from '../channels'
import { channelByUid } from '../channels'
import { decodeQris } from '../qris/decode'
import type { DecodedQris, QrisProblem } from '../qris/decode'
import type { QrisMerchant } from '../qris/payload'
import { readBill } from './bill-form'
import type { SandboxBill } from './bill-form'
import { qrisChannel, qrisPayloadOf } from './qris'
import { readVirtualAccountNumber } from './virtual-account'
import { findVirtualAccount } from './virtual-account.repository'
import { qrisReference } from './qris'

/** A QRIS payload is about 150 characters; the EMVCo limit is 512. */
export const MAX_QRIS_LENGTH = 512

export interface IssuedQris {
  reference: string
  bill: SandboxBill
  channel: PaymentChannel
  payload: string
}

export type ScanProblem = QrisProblem | 'too_long' | 'unknown'
export type ScanReading =
  { ok: true; qris: DecodedQris; issued: IssuedQris } | { ok: false; problem: ScanProblem }

/** The QRIS the page issued under a reference, with its bill checked again as on every read. */
export async function findIssuedQris(
  db: Executor,
  typed: string | undefined,
  config: PaymentConfig,
  merchant: QrisMerchant,
): Promise<IssuedQris | null> {
  const reference = readVirtualAccountNumber(typed)
  const issued = reference ? await findVirtualAccount(db, reference) : null
  const channel = channelByUid(issued?.channelUid)
  const reading = issued ? readBill(issued.fields, config) : null
  if (!issued || channel?.kind !== 'qris' || !reading?.ok) return null
  const payload = qrisPayloadOf(reading.bill, merchant)
  return { reference: issued.vaNumber, bill: reading.bill, channel, payload }
}

/**
 * What a wallet app makes of a scanned code: it must read as QRIS, and be the very code the page
 * issued for a bill (a changed amount or merchant is not the merchant's code).
 */
export async function readScannedQris(
  db: Executor,
  scanned: string | undefined,
  config: PaymentConfig,
  merchant: QrisMerchant,
): Promise<ScanReading> {
  const text = (scanned ?? '').trim()
  if (text.length > MAX_QRIS_LENGTH) return { ok: false, problem: 'too_long' }
  const decoded = decodeQris(text)
  if (!decoded.ok) return decoded
  const channel = qrisChannel()
  const reference = channel ? qrisReference(decoded.qris.billNo, channel.uid) : undefined
  const issued = await findIssuedQris(db, reference, config, merchant)
  if (!issued || issued.payload !== text) return { ok: false, problem: 'unknown' }
  return { ok: true, qris: decoded.qris, issued }
}
