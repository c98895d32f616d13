import * as words from '#words'
import { z } from 'zod'
import { ID_DIGITS, ID_TEXT, MAX_ID } from './ids'
import { MESSAGES } from './messages'

export const ErrorResponseSchema = z.object({
  error: z.object({ message: z.string() }),
})
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>

export const MessageResponseSchema = z.object({ message: z.string() })
export type MessageResponse = z.infer<typeof MessageResponseSchema>

export const DataMessageResponseSchema = z.object({
  data: z.object({ message: z.string() }),
})

export { MAX_ID }

interface IdMessages {
  notDigits: string
  leadingZero: string
  notWhole: string
  tooSmall: string
  tooLarge: string
}

/**
 * The id rule of ids.ts as a schema: a JSON number, or text that parseId reads
 * (so `1e1`, `+5`, ` 5`, `05` and `5.0` are refused as they are in a URL),
 * then a whole number from `min` to `max`.
 */
// Typed as taking anything, as z.coerce was: a client sends the number, the server also reads text.
function idSchema(
  messages: IdMessages,
  range = { min: 1, max: MAX_ID },
): z.ZodType<number, unknown> {
  return z
    .union([z.number(), z.string()], { error: messages.notDigits })
    .transform((value, ctx) => {
      if (typeof value === 'number') return value
      const problem = !ID_DIGITS.test(value)
        ? messages.notDigits
        : !ID_TEXT.test(value)
          ? messages.leadingZero
          : null
      if (!problem) return Number(value)
      ctx.issues.push({ code: 'custom', message: problem, input: value })
      return z.NEVER
    })
    .pipe(
      z
        .number()
        .int(messages.notWhole)
        .min(range.min, messages.tooSmall)
        .max(range.max, messages.tooLarge),
    )
}

/**
 * A database id read from a query string or a JSON body: a whole number from
 * 1 to the largest integer column value. Anything else is a readable 400.
 */
export function idParam(label: string) {
  return idSchema({
    notDigits: `${label} must be a whole number written in digits, such as 12.`,
    leadingZero: `${label} must not start with 0.`,
    notWhole: `${label} must be a whole number.`,
    tooSmall: `${label} must be a positive number.`,
    tooLarge: `${label} is too large.`,
  })
}

/** Query flags the spec sends as 1 (sale=1, store_listing=1). */
export const flagParam = z
  .enum(['0', '1', 'true', 'false'], { error: 'Use 1 or 0.' })
  .transform((value) => value === '1' || value === 'true')

// NOTE: PostgreSQL text cannot hold U+0000, and a lone UTF-16 surrogate is not a
// character at all; either would fail deep in a query, so they are refused here.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** True when every character of the text can be stored and searched. */
export const isStorableText = (value: string) =>
  !value.includes(String.fromCharCode(0)) && !LONE_SURROGATE.test(value)

/** A trimmed free-text query value with a length cap. */
export function textParam(label: string, max: number) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .refine(isStorableText, `${label} contains a character that cannot be used.`)
}

/** 1 / 0 flags as the spec's entities carry them (is_hub, is_primary, show_cover…). */
export const BinaryFlagSchema = z.union([z.literal(0), z.literal(1)])

/** Dates as the API sends them: 'YYYY-MM-DD HH:mm:ss' in Asia/Jakarta. */
export const DateTimeSchema = z.string()

/** Length caps of free text, so oversized input is a readable 400. */
export const MAX_LENGTH = {
  name: 100,
  email: 254,
  label: 50,
  phone: 20,
  street: 300,
  notes: 500,
  code: 32,
  short: 100,
  url: 2048,
} as const

/** A trimmed text field that must not be blank: `required` is the spec's text for both. */
export function requiredText(required: string, max: number, tooLong?: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, tooLong ?? words.text_too_long({ max }))
    .refine(isStorableText, MESSAGES.unstorableText)
}

/** Optional trimmed text; blank means not given. */
export function optionalText(max: number, tooLong?: string) {
  return z
    .string({ error: 'Please enter text.' })
    .trim()
    .max(max, tooLong ?? words.text_too_long({ max }))
    .refine(isStorableText, MESSAGES.unstorableText)
    .optional()
}

/**
 * A database id chosen in a form or sent by the client, where every failure
 * (missing, blank, not a number, out of range) reads as the same spec text.
 */
export function requiredId(
  message: string,
  range: { min: number; max: number } = { min: 1, max: MAX_ID },
) {
  const messages = {
    notDigits: message,
    leadingZero: message,
    notWhole: message,
    tooSmall: message,
    tooLarge: message,
  }
  return idSchema(messages, range)
}

/** Whole rupiah as the API sends them. */
export const RupiahSchema = z.number().int()

/** Rupiah a client sends (a shipping cost): whole, 0 to one billion. */
export const rupiahParam = z.coerce
  .number({ error: 'Amount must be a number.' })
  .int('Amount must be a whole number of rupiah.')
  .min(0, 'Amount cannot be negative.')
  .max(1_000_000_000, 'Amount is too large.')

/**
 * An e-mail address: trimmed and lower-cased so sign-up and sign-in match.
 * `checkFormat` is off where the spec asks for no format check (sign-in,
 * forgot password); a wrong address there simply finds no account.
 */
export function emailField(required: string, options: { checkFormat: boolean }) {
  const text = requiredText(required, MAX_LENGTH.email, words.email_too_long()).toLowerCase()
  return options.checkFormat ? text.pipe(z.email({ error: MESSAGES.invalidEmail })) : text
}
