import { z } from 'zod'

const blankAsUnset = (value: unknown) => (value === '' ? undefined : value)

/** Payment settings read by env.ts; without Faspay credentials the built-in sandbox page is used. */
export const PaymentEnvShape = {
  FASPAY_MERCHANT_ID: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^\d{1,12}$/, 'a Faspay merchant id is digits')
      .optional(),
  ),
  FASPAY_MERCHANT_NAME: z.string().trim().min(1).max(100).default('KAINARA'),
  /** Defaults to 'bot' + merchant id, as Faspay issues it. */
  FASPAY_USER_ID: z.preprocess(blankAsUnset, z.string().trim().min(1).max(64).optional()),
  FASPAY_PASSWORD: z.preprocess(blankAsUnset, z.string().min(1).max(256).optional()),
  FASPAY_MODE: z.enum(['sandbox', 'live']).default('sandbox'),
  /**
   * The channels the merchant's Faspay account takes (its Payment Channel Inquiry answer),
   * as comma-separated `payment_channel_uid`s; unset, every channel of the list. The owner
   * offers some of these (decision 100).
   */
  FASPAY_CHANNELS: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(
        /^\s*\d{1,6}(\s*,\s*\d{1,6})*\s*$/,
        'FASPAY_CHANNELS is a comma-separated list of channel ids',
      )
      .transform((text) => text.split(',').map((uid) => uid.trim()))
      .optional(),
  ),
  /** rupiah: bill_total '150000'; sen: hundredths of a rupiah, '15000000'. */
  FASPAY_AMOUNT_UNIT: z.enum(['rupiah', 'sen']).default('rupiah'),
  /** Where the built-in payment page sends its notifications; default this server's own. */
  PAYMENT_NOTIFICATION_URL: z.preprocess(blankAsUnset, z.string().url().optional()),
  /**
   * The built-in page's merchant secret; it signs and verifies exactly as Faspay
   * would. Unset, the server makes one and keeps it in DATA_DIR/payment-sandbox-secret.
   */
  PAYMENT_SANDBOX_SECRET: z.preprocess(blankAsUnset, z.string().min(16).max(256).optional()),
  /**
   * 'on' asks for the built-in page by name: a store whose PUBLIC_URL is https
   * (open to the public) will not serve it otherwise, since anyone may press Pay.
   */
  PAYMENT_SANDBOX: z.enum(['auto', 'on']).default('auto'),
}
