import * as words from '#words'
import { z } from 'zod'
import { DateTimeSchema, RupiahSchema, textParam } from './common'

/** Why a unit comes back (issue 34); the first two are fit, the next three the shop's fault. */
export const RETURN_REASONS = [
  'too_small',
  'too_large',
  'damaged',
  'wrong_item',
  'not_as_pictured',
  'changed_mind',
] as const
export type ReturnReason = (typeof RETURN_REASONS)[number]

/** Reasons that are the shop's fault: with the whole order back, its shipping is refunded too. */
export const SHOP_FAULT_REASONS: readonly ReturnReason[] = [
  'damaged',
  'wrong_item',
  'not_as_pictured',
]

/** What the shopper wants for the units: another size of the same product, or their money. */
export const RETURN_WISHES = ['EXCHANGE', 'REFUND'] as const
export type ReturnWish = (typeof RETURN_WISHES)[number]

/** How the parcel comes back: by courier to the order's hub, or brought to a showroom's counter. */
export const RETURN_WAYS = ['COURIER', 'COUNTER'] as const
export type ReturnWay = (typeof RETURN_WAYS)[number]

export const RETURN_STATES = [
  'REQUESTED',
  'APPROVED',
  'REFUSED',
  'RECEIVED',
  'RESTOCKED',
  'EXCHANGE_SHIPPED',
  'EXCHANGE_READY',
  'REFUND_RECORDED',
  'CLOSED',
] as const
export type ReturnState = (typeof RETURN_STATES)[number]

/** The moves a return may make (decision 086); each is one conditional update. */
export const RETURN_TRANSITIONS: Record<ReturnState, readonly ReturnState[]> = {
  REQUESTED: ['APPROVED', 'REFUSED', 'RECEIVED'],
  APPROVED: ['RECEIVED', 'REFUSED'],
  REFUSED: [],
  RECEIVED: ['RESTOCKED'],
  RESTOCKED: ['EXCHANGE_SHIPPED', 'EXCHANGE_READY', 'REFUND_RECORDED'],
  EXCHANGE_SHIPPED: ['CLOSED'],
  EXCHANGE_READY: ['CLOSED'],
  REFUND_RECORDED: ['CLOSED'],
  CLOSED: [],
}

export const canMoveReturn = (from: ReturnState, to: ReturnState) =>
  RETURN_TRANSITIONS[from].includes(to)

/** Return shipping the shop pays back, at most (FAQ: 'up to Rp 20.000'). */
export const RETURN_SHIPPING_CAP = 20_000

const text = (label: string, min: number, max: number, shape: RegExp, said: string) =>
  textParam(label, max)
    .refine((value) => value.length >= min, said)
    .refine((value) => shape.test(value), said)

/** Where the money goes: no payment channel here takes money back by itself. */
export const BankDetailsSchema = z.object(
  {
    bank_name: text(
      'The bank name',
      2,
      60,
      /^[\p{L}\p{N} .&'-]+$/u,
      words.returns_bank_name_shape(),
    ),
    account_number: text(
      'The account number',
      6,
      20,
      /^\d+$/,
      words.returns_account_number_shape(),
    ),
    account_holder: text(
      'The account holder',
      2,
      100,
      /^[\p{L} .,'-]+$/u,
      words.returns_account_holder_shape(),
    ),
  },
  { error: 'Give the bank name, account number and account holder for the refund.' },
)
export type BankDetails = z.infer<typeof BankDetailsSchema>

const lineId = z
  .number({ error: 'Name each line by its number.' })
  .int('Name each line by its number.')
  .positive('Name each line by its number.')

export const ReturnLineInputSchema = z.object({
  line_id: lineId,
  qty: z
    .number({ error: 'Give how many units of the line come back.' })
    .int('Give how many units of the line come back, as a whole number.')
    .min(1, 'At least one unit of each chosen line comes back.')
    .max(99, 'That is more units than the line has.'),
  reason: z.enum(RETURN_REASONS, {
    error: words.returns_choose_reason(),
  }),
  /** The size wanted instead, for an exchange: its size code, of the same product. */
  exchange_size: textParam('The size', 20).optional(),
})

/** A client key a double click or a second tab repeats: the same request is made once. */
export const RequestKeySchema = z
  .string({ error: 'The request key is missing.' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'The request key must be 8 to 64 letters, digits, - or _.')

export const ReturnRequestFieldsSchema = z.object({
  lines: z
    .array(ReturnLineInputSchema, { error: 'Choose the lines that come back.' })
    .min(1, words.returns_choose_line())
    .max(50, 'An order has at most 50 lines.')
    .refine(
      (lines) => new Set(lines.map((line) => line.line_id)).size === lines.length,
      'Name each line once.',
    ),
  wish: z.enum(RETURN_WISHES, { error: 'Choose an exchange or a refund.' }),
  way: z.enum(RETURN_WAYS, {
    error: 'Choose how the parcel comes back: by courier or to a counter.',
  }),
  /** The showroom whose counter the parcel is brought to; a courier return goes to the order's hub. */
  showroom_id: z
    .number({ error: 'Choose the showroom you will bring it to.' })
    .int('Choose the showroom you will bring it to.')
    .positive('Choose the showroom you will bring it to.')
    .optional(),
  bank: BankDetailsSchema.optional(),
  /** Photos through the image pipeline, by their keys; asked for damage. */
  photos: z
    .array(z.string().regex(/^[A-Za-z0-9_-]{6,80}$/, 'A photo is not one this shop stored.'))
    .max(6, 'Send at most 6 photos.')
    .default([]),
  note: textParam('The note', 500).optional(),
  request_key: RequestKeySchema,
})

type ReturnRequestFields = z.output<typeof ReturnRequestFieldsSchema>

export const returnRules = (input: ReturnRequestFields, ctx: z.RefinementCtx) => {
  if (input.wish === 'REFUND' && !input.bank)
    ctx.addIssue({
      code: 'custom',
      message: 'Give the bank details for the refund.',
      path: ['bank'],
    })
  if (input.way === 'COUNTER' && input.showroom_id === undefined)
    ctx.addIssue({
      code: 'custom',
      message: words.returns_choose_showroom(),
      path: ['showroom_id'],
    })
  if (input.wish === 'EXCHANGE' && input.lines.some((line) => !line.exchange_size))
    ctx.addIssue({ code: 'custom', message: words.returns_choose_size() })
  if (input.wish === 'REFUND' && input.lines.some((line) => line.exchange_size))
    ctx.addIssue({ code: 'custom', message: 'A refund asks for no other size.' })
}

export const ReturnRequestInputSchema = ReturnRequestFieldsSchema.superRefine(returnRules)
export type ReturnRequestInput = z.input<typeof ReturnRequestInputSchema>

export const ReturnLineSchema = z.object({
  id: z.number(),
  order_line_id: z.number(),
  product_name: z.string(),
  size_code: z.string(),
  qty: z.number(),
  reason: z.enum(RETURN_REASONS),
  exchange_size: z.string().nullable(),
  /** Whether the size wanted is held for the buyer now. */
  held: z.boolean(),
  received_qty: z.number().nullable(),
  damaged_qty: z.number().nullable(),
})

/** A return as its buyer and staff read it; bank details only where the reader may see them. */
export const ReturnSchema = z.object({
  return_ref: z.string(),
  trx_ref: z.string(),
  state: z.enum(RETURN_STATES),
  wish: z.enum(RETURN_WISHES),
  way: z.enum(RETURN_WAYS),
  showroom_id: z.number(),
  showroom_name: z.string(),
  /** Where the parcel is sent or brought. */
  showroom_address: z.string(),
  refusal_reason: z.string().nullable(),
  exchange_no_resi: z.string().nullable(),
  refund_amount: RupiahSchema.nullable(),
  photos: z.array(z.string()),
  bank: z
    .object({ bank_name: z.string(), account_number: z.string(), account_holder: z.string() })
    .nullable(),
  created_at: DateTimeSchema,
  lines: z.array(ReturnLineSchema),
})
export type ReturnAnswer = z.infer<typeof ReturnSchema>
