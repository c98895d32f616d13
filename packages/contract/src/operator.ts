import { z } from 'zod'

/**
 * The operator's calls (`npm run store -- …`, docs/decisions/026): running a
 * shop before an admin screen exists. They sit under /api/operator, outside
 * the shopper's calls of spec section 7, and need the operator token.
 */
export const OPERATOR_PREFIX = 'operator'

const MINUTES_IN_A_YEAR = 365 * 24 * 60

export const ClockSchema = z.object({
  data: z.object({
    now: z.string(),
    offset_minutes: z.number(),
    adjustable: z.boolean(),
  }),
})

export const AdvanceClockSchema = z.object({
  minutes: z.coerce
    .number({ error: 'minutes must be a number.' })
    .int('minutes must be a whole number.')
    .min(1, 'minutes must be at least 1.')
    .max(MINUTES_IN_A_YEAR, 'minutes must be at most a year.'),
})

export const RunJobSchema = z.object({
  name: z
    .string({ error: 'name is required.' })
    .regex(/^[a-z][a-z-]{1,40}$/, 'name must be a job name such as expire-orders.'),
})

export const JobRunResponseSchema = z.object({
  data: z.object({
    name: z.string(),
    /** What the run did (orders expired, carts pruned…); null when another instance held the job. */
    count: z.number().nullable(),
  }),
})
