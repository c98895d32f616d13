import { z } from 'zod'
import { textParam } from './common'
import { RETURN_STATES } from './returns'

/**
 * The operator's calls on returns (decision 086), as on orders: what
 * `npm run store -- returns` and `return-move` send and receive.
 */
const STATE_LIST = RETURN_STATES.join(', ')

export const ListReturnsQuerySchema = z.object({
  state: z
    .string({ error: `state must be one of ${STATE_LIST}.` })
    .trim()
    .toUpperCase()
    .pipe(z.enum(RETURN_STATES, { error: `state must be one of ${STATE_LIST}.` }))
    .optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int('limit must be a whole number.')
    .min(1, 'limit must be at least 1.')
    .max(500, 'limit must be at most 500.')
    .default(50),
})

export const OperatorReturnSchema = z.object({
  return_ref: z.string(),
  trx_ref: z.string(),
  created_at: z.string(),
  state: z.enum(RETURN_STATES),
  wish: z.string(),
  way: z.string(),
  showroom_name: z.string(),
  buyer_name: z.string(),
  units: z.number().int(),
  /** The exchange's own waybill, once it is sent by courier. */
  no_resi: z.string().nullable(),
})
export type OperatorReturn = z.infer<typeof OperatorReturnSchema>

export const OperatorReturnsSchema = z.object({
  data: z.object({ returns: z.array(OperatorReturnSchema) }),
})

export const RETURN_OPERATOR_MOVES = [
  'approve',
  'refuse',
  'receive',
  'restock',
  'ship',
  'ready',
  'refund',
  'close',
] as const

export const MoveReturnSchema = z.object({
  ref: z
    .string({ error: 'Name the return by its reference, such as RT-7K2M9QXA.' })
    .trim()
    .toUpperCase()
    .regex(/^RT-[A-Z0-9]{8}$/, 'Name the return by its reference, such as RT-7K2M9QXA.'),
  move: z.enum(RETURN_OPERATOR_MOVES, {
    error: `move must be one of ${RETURN_OPERATOR_MOVES.join(', ')}.`,
  }),
  /** The refusal's reason; for `receive`, every unit is received undamaged. */
  reason: textParam('The reason', 500).optional(),
})

export const ReturnMovedSchema = z.object({
  data: z.object({ return_ref: z.string(), state: z.enum(RETURN_STATES), message: z.string() }),
})
