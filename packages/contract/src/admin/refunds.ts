import { z } from 'zod'
import { DateTimeSchema, RupiahSchema, textParam } from '../common'
import { defineStaffCall } from './call'
import { OWNER_ONLY } from './staff-roles'

export const REFUNDS_PAGE_SIZE = 50
export const REFUND_STATUSES = ['OWED', 'PAID'] as const
export type RefundStatus = (typeof REFUND_STATUSES)[number]

const dayParam = (label: string) =>
  z
    .string({ error: `${label} must be a date such as 2026-11-26.` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date such as 2026-11-26.`)
    .optional()

export const RefundsQuerySchema = z.object({
  status: z.enum(REFUND_STATUSES, { error: 'Show refunds that are OWED or PAID.' }).optional(),
  /** Days in Asia/Jakarta the refund was recorded, both included. */
  from: dayParam('The first day'),
  to: dayParam('The last day'),
  channel: textParam('The payment channel', 100).optional(),
  page: z.coerce
    .number({ error: 'The page must be a number.' })
    .int('The page must be a whole number.')
    .min(1, 'The page must be 1 or more.')
    .max(100_000, 'The page is too large.')
    .default(1),
})
export type RefundsQuery = z.input<typeof RefundsQuerySchema>

/** One refund of the ledger (decision 079). */
export const LedgerRefundSchema = z.object({
  id: z.number(),
  trx_ref: z.string(),
  buyer_name: z.string(),
  amount: RupiahSchema,
  reason: z.string(),
  status: z.enum(REFUND_STATUSES),
  channel: z.string().nullable(),
  recorded_by: z.string().nullable(),
  created_at: DateTimeSchema,
  paid_at: DateTimeSchema.nullable(),
  transfer_ref: z.string().nullable(),
  paid_by: z.string().nullable(),
})
export type LedgerRefund = z.infer<typeof LedgerRefundSchema>

export const listRefunds = defineStaffCall({
  method: 'GET',
  path: 'refunds',
  payload: RefundsQuerySchema,
  response: z.object({
    data: z.object({
      refunds: z.array(LedgerRefundSchema),
      page: z.number(),
      per_page: z.number(),
      total: z.number(),
      /** What the listed refunds come to, and the channels the filter offers. */
      total_amount: RupiahSchema,
      channels: z.array(z.string()),
    }),
  }),
  roles: OWNER_ONLY,
  summary: 'The refunds ledger, newest first, by owed or paid, days recorded and payment channel',
})

const TRANSFER_MESSAGE = 'Give the bank transfer’s reference, 4 to 60 characters.'

export const MarkRefundPaidInputSchema = z.object({
  id: z.number({ error: 'Name the refund by its number.' }).int().positive(),
  transfer_ref: textParam('The transfer reference', 60).refine(
    (ref) => ref.length >= 4,
    TRANSFER_MESSAGE,
  ),
})
export type MarkRefundPaidInput = z.input<typeof MarkRefundPaidInputSchema>

export const markRefundPaid = defineStaffCall({
  method: 'POST',
  path: 'refunds/mark-paid',
  payload: MarkRefundPaidInputSchema,
  response: z.object({ data: z.object({ message: z.string(), refund: LedgerRefundSchema }) }),
  roles: OWNER_ONLY,
  summary: 'Mark an owed refund paid with its transfer reference, once; the buyer is told by mail',
})
