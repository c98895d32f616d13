import { z } from 'zod'
import { PaymentDataSchema } from './checkout-payment'
import { DateTimeSchema } from './common'

/** The kinds of payment channel a shopper meets (decision 082), each paid its own way. */
export const PAYMENT_CHANNEL_KINDS = [
  'va',
  'qris',
  'ewallet',
  'card',
  'paylater',
  'retail',
] as const
export const PaymentChannelKindSchema = z.enum(PAYMENT_CHANNEL_KINDS)
export type PaymentChannelKind = z.infer<typeof PaymentChannelKindSchema>

/**
 * How to pay an order that waits (decision 088): the channel chosen, if the store knows it, the
 * number the built-in page issued, the moment the hold ends, and the bill to open again.
 */
export const PaymentGuideSchema = z.object({
  channel_kind: PaymentChannelKindSchema.nullable(),
  channel_name: z.string().nullable(),
  /** A virtual account number or payment code, when the built-in page issued one. */
  pay_code: z.string().nullable(),
  /** The QRIS code to scan, drawn by the server as an SVG data URL, when the page issued one. */
  qris_image: z.string().nullable(),
  expires_at: DateTimeSchema,
  /** The same signed bill again (the pay-again path), to open the payment page with. */
  payment_data: PaymentDataSchema,
})
export type PaymentGuide = z.infer<typeof PaymentGuideSchema>
