import { z } from 'zod'
import { DateTimeSchema, textParam } from '../common'
import { BankDetailsSchema, RETURN_REASONS, RETURN_STATES, ReturnSchema } from '../returns'
import { defineStaffCall } from './call'
import { ANY_STAFF, OWNER_ONLY } from './staff-roles'
import type { StaffRole } from './staff-roles'

export const RETURNS_PAGE_SIZE = 50

/** Who sees the buyer's bank details and records or converts to refunds: the roles that handle money. */
export const RETURN_MONEY_ROLES = OWNER_ONLY
/** Who moves a return: everyone; a SHOWROOM account only returns brought to its showrooms. */
export const RETURN_ROLES = ANY_STAFF

const dayParam = (label: string) =>
  z
    .string({ error: `${label} must be a date such as 2026-11-26.` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date such as 2026-11-26.`)
    .optional()

export const ReturnsQuerySchema = z.object({
  state: z.enum(RETURN_STATES, { error: 'Choose a state the list knows.' }).optional(),
  reason: z.enum(RETURN_REASONS, { error: 'Choose a reason the list knows.' }).optional(),
  showroom: z.coerce
    .number({ error: 'The showroom must be a number.' })
    .int('The showroom must be a number.')
    .positive('The showroom must be a number.')
    .optional(),
  from: dayParam('The first day'),
  to: dayParam('The last day'),
  /** A return reference or an order reference. */
  q: textParam('The search', 64).optional(),
  page: z.coerce
    .number({ error: 'The page must be a number.' })
    .int('The page must be a whole number.')
    .min(1, 'The page must be 1 or more.')
    .max(100_000, 'The page is too large.')
    .default(1),
})
export type ReturnsQuery = z.input<typeof ReturnsQuerySchema>

export const StaffReturnSchema = ReturnSchema.extend({
  buyer_name: z.string(),
  timeline: z.array(
    z.object({ at: DateTimeSchema, actor: z.string(), action: z.string(), note: z.string() }),
  ),
})
export type StaffReturn = z.infer<typeof StaffReturnSchema>

export const listReturns = defineStaffCall({
  method: 'GET',
  path: 'returns',
  payload: ReturnsQuerySchema,
  response: z.object({
    data: z.object({
      returns: z.array(ReturnSchema.extend({ buyer_name: z.string() })),
      page: z.number(),
      per_page: z.number(),
      total: z.number(),
    }),
  }),
  roles: RETURN_ROLES,
  summary: 'Returns and exchanges, newest first, by state, reason, showroom, days and reference',
})

const RefSchema = z
  .string({ error: 'Name the return by its reference, such as RT-7K2M9QXA.' })
  .trim()
  .regex(/^RT-[A-Z0-9]{8}$/, 'Name the return by its reference, such as RT-7K2M9QXA.')

export const getReturn = defineStaffCall({
  method: 'GET',
  path: 'returns/detail',
  payload: z.object({ ref: RefSchema }),
  response: z.object({ data: z.object({ return: StaffReturnSchema }) }),
  roles: RETURN_ROLES,
  summary: 'One return: its lines, reason, photos, timeline, and bank details for money roles',
})

const moved = z.object({ data: z.object({ message: z.string(), return: StaffReturnSchema }) })
const move = <P extends z.ZodType>(
  path: string,
  payload: P,
  summary: string,
  roles: readonly StaffRole[] = RETURN_ROLES,
) =>
  defineStaffCall({
    method: 'POST',
    path: `returns/${path}`,
    payload,
    response: moved,
    roles,
    summary,
  })

const count = (label: string) =>
  z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(0, `${label} cannot be below 0.`)
    .max(99, `${label} is too large.`)

export const ReceiveReturnInputSchema = z.object({
  ref: RefSchema,
  lines: z
    .array(
      z.object({
        id: z.number({ error: 'Name each line by its number.' }).int().positive(),
        received: count('The units received'),
        damaged: count('The damaged units'),
      }),
      { error: 'Give the units received for each line.' },
    )
    .min(1, 'Give the units received for each line.')
    .max(50, 'A return has at most 50 lines.'),
  /** What the buyer's courier receipt says they paid to send it back. */
  receipt_amount: z
    .number({ error: 'The receipt’s amount must be a number of rupiah.' })
    .int('The receipt’s amount must be whole rupiah.')
    .min(0, 'The receipt’s amount cannot be below 0.')
    .max(10_000_000, 'The receipt’s amount is too large.')
    .nullable()
    .default(null),
})

export const approveReturn = move('approve', z.object({ ref: RefSchema }), 'Approve a return')
export const refuseReturn = move(
  'refuse',
  z.object({
    ref: RefSchema,
    reason: textParam('The reason', 500).refine(
      (r) => r.length >= 4,
      'Give the reason, 4 to 500 characters.',
    ),
  }),
  'Refuse a return with a reason; its held sizes go back to stock',
)
export const receiveReturn = move(
  'receive',
  ReceiveReturnInputSchema,
  'Mark the parcel received, per line',
)
export const restockReturn = move(
  'restock',
  z.object({ ref: RefSchema }),
  'Put the undamaged units back into stock',
)
export const shipExchange = move(
  'ship-exchange',
  z.object({ ref: RefSchema }),
  'Book the exchange’s waybill with the courier and send it',
)
export const readyExchange = move(
  'ready-exchange',
  z.object({ ref: RefSchema }),
  'Ready the exchange at the showroom',
)
export const convertReturnToRefund = move(
  'convert-to-refund',
  z.object({ ref: RefSchema, bank: BankDetailsSchema.optional() }),
  'Turn an exchange into a refund; its held sizes go back to stock',
  RETURN_MONEY_ROLES,
)
export const recordReturnRefund = move(
  'record-refund',
  z.object({ ref: RefSchema }),
  'Record the refund owed in the refunds ledger by the refund rule',
  RETURN_MONEY_ROLES,
)
export const closeReturn = move(
  'close',
  z.object({ ref: RefSchema }),
  'Close a return whose exchange left or refund is recorded',
)
