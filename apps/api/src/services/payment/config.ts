import type { Env } from '../../env'
import { PAYMENT_CHANNEL_LIST } from './channel-list'
import type { PaymentChannel } from './channel-list'
import type { FaspayCredentials } from './signature'

export const FASPAY_PAYMENT_URLS = {
  sandbox: 'https://dev.faspay.co.id/xpress/payment',
  live: 'https://xpress.faspay.co.id/v3/payment',
} as const

/** Where the built-in payment page lives on this server. */
export const SANDBOX_PAGE_PATH = '/payment-sandbox'
export const SANDBOX_MERCHANT_ID = '99999'
/** Where a store started without PAYMENT_SANDBOX_SECRET keeps the one it made (in DATA_DIR). */
export const SANDBOX_SECRET_FILE = 'payment-sandbox-secret'

export type AmountUnit = 'rupiah' | 'sen'

export interface PaymentConfig extends FaspayCredentials {
  /** faspay: the provider's page; sandbox: the page this server serves. */
  provider: 'faspay' | 'sandbox'
  merchantId: string
  merchantName: string
  amountUnit: AmountUnit
  /** The provider's page, or null for the built-in page at the store's own origin. */
  paymentUrl: string | null
  /** The channels this setup can take, the ceiling of what the owner offers (decision 100). */
  channels: readonly PaymentChannel[]
}

/** The list's channels named by FASPAY_CHANNELS, in the list's order; every one when unset. */
export function channelCeiling(uids: readonly string[] | undefined): readonly PaymentChannel[] {
  if (uids === undefined) return PAYMENT_CHANNEL_LIST
  const unknown = uids.filter((uid) => !PAYMENT_CHANNEL_LIST.some((channel) => channel.uid === uid))
  if (unknown.length > 0)
    throw new Error(
      `Invalid configuration: FASPAY_CHANNELS names ${unknown.join(', ')}, which the payment channel list (apps/api/src/services/payment/channel-list.ts) does not have; add it there from Faspay's Payment Channel Inquiry answer first`,
    )
  return PAYMENT_CHANNEL_LIST.filter((channel) => uids.includes(channel.uid))
}

/** Whether the configuration serves the built-in payment page (no Faspay credentials). */
export const usesPaymentSandbox = (env: Pick<Env, 'FASPAY_MERCHANT_ID' | 'FASPAY_PASSWORD'>) =>
  env.FASPAY_MERCHANT_ID === undefined && env.FASPAY_PASSWORD === undefined

type PaymentChoice = Pick<
  Env,
  'FASPAY_MERCHANT_ID' | 'FASPAY_PASSWORD' | 'PAYMENT_SANDBOX' | 'PUBLIC_URL'
>

/**
 * The payment settings' start-up errors, found before the store makes
 * anything: half a set of Faspay credentials, the built-in page on a shop
 * open to the public unless it is asked for by name, or asked for beside
 * Faspay's credentials (decision 063).
 */
export function checkPaymentChoice(env: PaymentChoice): void {
  if (usesPaymentSandbox(env)) {
    if (env.PUBLIC_URL?.startsWith('https:') && env.PAYMENT_SANDBOX !== 'on')
      throw new Error(
        'Invalid configuration: PUBLIC_URL is https, so this store is open to the public, but without FASPAY_MERCHANT_ID and FASPAY_PASSWORD it would take payments on the built-in payment page, where anyone can press Pay for any order. Set FASPAY_MERCHANT_ID and FASPAY_PASSWORD, or set PAYMENT_SANDBOX=on to serve the built-in page on purpose (a public demo).',
      )
    return
  }
  if (env.PAYMENT_SANDBOX === 'on')
    throw new Error(
      'Invalid configuration: PAYMENT_SANDBOX=on asks for the built-in payment page, but FASPAY_MERCHANT_ID and FASPAY_PASSWORD are set; keep one or the other',
    )
  if (env.FASPAY_MERCHANT_ID === undefined || env.FASPAY_PASSWORD === undefined)
    throw new Error(
      'Invalid configuration: FASPAY_MERCHANT_ID and FASPAY_PASSWORD go together; set both for Faspay, or neither for the built-in payment page',
    )
}

/** Reads the payment settings, refusing what checkPaymentChoice refuses. */
export function paymentConfigFromEnv(env: Env): PaymentConfig {
  checkPaymentChoice(env)
  const common = {
    merchantName: env.FASPAY_MERCHANT_NAME,
    amountUnit: env.FASPAY_AMOUNT_UNIT,
    channels: channelCeiling(env.FASPAY_CHANNELS),
  }
  if (env.FASPAY_MERCHANT_ID === undefined || env.FASPAY_PASSWORD === undefined) {
    if (env.PAYMENT_SANDBOX_SECRET === undefined)
      throw new Error('the built-in payment page needs PAYMENT_SANDBOX_SECRET')
    return {
      ...common,
      provider: 'sandbox',
      merchantId: SANDBOX_MERCHANT_ID,
      userId: `bot${SANDBOX_MERCHANT_ID}`,
      password: env.PAYMENT_SANDBOX_SECRET,
      paymentUrl: null,
    }
  }
  return {
    ...common,
    provider: 'faspay',
    merchantId: env.FASPAY_MERCHANT_ID,
    userId: env.FASPAY_USER_ID ?? `bot${env.FASPAY_MERCHANT_ID}`,
    password: env.FASPAY_PASSWORD,
    paymentUrl: FASPAY_PAYMENT_URLS[env.FASPAY_MODE],
  }
}

/** Whole rupiah as the provider's bill_total text. */
export function toProviderAmount(rupiah: number, unit: AmountUnit): string {
  if (!Number.isSafeInteger(rupiah) || rupiah < 0) throw new Error(`not a rupiah amount: ${rupiah}`)
  return String(unit === 'sen' ? rupiah * 100 : rupiah)
}

/**
 * The provider's amount text back in whole rupiah ('150000', '150000.00' or
 * '15000000' in sen); null when it is not an amount or not whole rupiah.
 */
export function fromProviderAmount(text: string, unit: AmountUnit): number | null {
  const match = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(text.trim())
  if (!match?.[1]) return null
  if (match[2] !== undefined && Number(match[2]) !== 0) return null
  const value = Number(match[1])
  if (unit === 'rupiah') return value
  return value % 100 === 0 ? value / 100 : null
}
