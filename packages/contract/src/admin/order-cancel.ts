import { z } from 'zod'
import { RupiahSchema, textParam } from '../common'
import { defineStaffCall } from './call'
import { OrderActionAnswerSchema, OrderActionInputSchema } from './order-actions'
import { CATALOGUE_ROLES } from './staff-roles'

const LINE_MESSAGE = 'Choose the lines to cancel by their number on the order.'
const QTY_MESSAGE = 'Cancel a whole number of units, 1 or more, for each chosen line.'

/** Units of one order line to cancel. */
export const CancelledLineSchema = z.object({
  line_id: z.number({ error: LINE_MESSAGE }).int(LINE_MESSAGE).positive(LINE_MESSAGE),
  qty: z.number({ error: QTY_MESSAGE }).int(QTY_MESSAGE).min(1, QTY_MESSAGE).max(999, QTY_MESSAGE),
})
export type CancelledLine = z.infer<typeof CancelledLineSchema>

/**
 * The lines and units to cancel; left out, the whole order (what is left of
 * it). Each line once: a list that names one twice is a mistake, not a sum.
 */
export const CancelledLinesSchema = z
  .array(CancelledLineSchema, { error: 'The lines to cancel must be a list.' })
  .min(1, 'Choose at least one line to cancel.')
  .max(100, 'An order has at most 100 lines.')
  .refine(
    (lines) => new Set(lines.map((line) => line.line_id)).size === lines.length,
    'Name each line once, with all the units to cancel of it.',
  )
  .optional()

export const CancelPreviewInputSchema = OrderActionInputSchema.extend({
  lines: CancelledLinesSchema,
})
export type CancelPreviewInput = z.input<typeof CancelPreviewInputSchema>

export const CancelOrderInputSchema = CancelPreviewInputSchema.extend({
  reason: textParam('The reason', 300).refine(
    (reason) => reason.length >= 5,
    'Say why the order is cancelled, in a few words (5 characters or more).',
  ),
  /** Staff cancelled the waybill in a courier's portal that offers no call for it (SiCepat). */
  waybill_cancelled_in_portal: z
    .boolean({ error: 'Say whether the waybill was cancelled in the courier’s portal.' })
    .optional(),
})
export type CancelOrderInput = z.input<typeof CancelOrderInputSchema>

/** What a cancel owes the buyer, by the refund rule (decision 078). */
export const RefundOwedSchema = z.object({
  items: RupiahSchema,
  promo_share: RupiahSchema,
  shipping: RupiahSchema,
  total: RupiahSchema,
})
export type RefundOwed = z.infer<typeof RefundOwedSchema>

export const CancelPreviewSchema = z.object({
  refund: RefundOwedSchema,
  /** Nothing of the order would be left: the order itself is cancelled. */
  whole: z.boolean(),
})

export const previewOrderCancel = defineStaffCall({
  method: 'POST',
  path: 'orders/cancel-preview',
  payload: CancelPreviewInputSchema,
  response: z.object({ data: CancelPreviewSchema }),
  roles: CATALOGUE_ROLES,
  summary: 'The refund a cancel of the whole order or of some units would owe; nothing changes',
})

export const cancelPaidOrder = defineStaffCall({
  method: 'POST',
  path: 'orders/cancel',
  payload: CancelOrderInputSchema,
  response: OrderActionAnswerSchema,
  roles: CATALOGUE_ROLES,
  summary:
    'Cancel a paid order, or some of its units, until the parcel leaves: stock back, refund owed recorded, buyer told',
})
