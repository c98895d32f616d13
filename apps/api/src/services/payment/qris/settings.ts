import { createHash } from 'node:crypto'
import { z } from 'zod'
import type { Env } from '../../../env'
import type { QrisMerchant } from './payload'

const blankAsUnset = (value: unknown) => (value === '' ? undefined : value)

/** How the built-in page's QRIS codes name the merchant; none of it is secret. */
export const QrisEnvShape = {
  /** Defaults to FASPAY_MERCHANT_NAME (QRIS keeps 25 characters). */
  QRIS_MERCHANT_NAME: z.preprocess(blankAsUnset, z.string().trim().min(1).max(25).optional()),
  QRIS_MERCHANT_CITY: z.string().trim().min(1).max(15).default('JAKARTA'),
  /** The national merchant id (NMID) Bank Indonesia's repository gives: 'ID' and 13 digits. */
  QRIS_MERCHANT_ID: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^ID\d{13}$/, "a QRIS merchant id (NMID) is 'ID' and 13 digits")
      .optional(),
  ),
  QRIS_MERCHANT_CRITERIA: z.enum(['UMI', 'UKE', 'UME', 'UBE']).default('UKE'),
}

type QrisEnv = Pick<
  Env,
  | 'QRIS_MERCHANT_NAME'
  | 'QRIS_MERCHANT_CITY'
  | 'QRIS_MERCHANT_ID'
  | 'QRIS_MERCHANT_CRITERIA'
  | 'FASPAY_MERCHANT_NAME'
>

/**
 * The merchant a QRIS code names. Without an NMID of its own, an install gets one drawn from its
 * merchant name, so two shops' codes differ and one shop's stay the same across restarts.
 */
export function qrisMerchantFromEnv(env: QrisEnv): QrisMerchant {
  const name = env.QRIS_MERCHANT_NAME ?? env.FASPAY_MERCHANT_NAME.slice(0, 25).trim()
  const digest = createHash('sha256').update(`qris-nmid:${name}`).digest()
  const digits = (digest.readBigUInt64BE(0) % 10n ** 11n).toString().padStart(11, '0')
  return {
    id: env.QRIS_MERCHANT_ID ?? `ID10${digits}`,
    name,
    city: env.QRIS_MERCHANT_CITY,
    criteria: env.QRIS_MERCHANT_CRITERIA,
  }
}
