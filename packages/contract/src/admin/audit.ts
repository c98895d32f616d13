import { z } from 'zod'
import { DateTimeSchema, idParam, textParam } from '../common'
import { defineStaffCall } from './call'
import { OWNER_ONLY } from './staff-roles'

export const AUDIT_PAGE_SIZE = 50

const dayParam = (label: string) =>
  z
    .string({ error: `${label} must be a date such as 2026-11-26.` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date such as 2026-11-26.`)
    .optional()

/** Who writes to the log without a staff account: the operator's terminal and the jobs. */
export const SYSTEM_ACTORS = ['operator', 'job'] as const

export const AuditQuerySchema = z.object({
  staff_id: idParam('The staff id').optional(),
  actor: z.enum(SYSTEM_ACTORS, { error: "The actor must be 'operator' or 'job'." }).optional(),
  entity: textParam('The entity', 50).optional(),
  action: textParam('The action', 100).optional(),
  /** Days in Asia/Jakarta, both included. */
  from: dayParam('The first day'),
  to: dayParam('The last day'),
  page: z.coerce
    .number({ error: 'The page must be a number.' })
    .int('The page must be a whole number.')
    .min(1, 'The page must be 1 or more.')
    .max(100_000, 'The page is too large.')
    .default(1),
})
export type AuditQuery = z.input<typeof AuditQuerySchema>

export const AuditEntrySchema = z.object({
  id: z.number(),
  staff_id: z.number().nullable(),
  /** The e-mail of the account, or 'operator' for the terminal. */
  actor: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: DateTimeSchema,
})
export type AuditEntry = z.infer<typeof AuditEntrySchema>

export const listAuditLog = defineStaffCall({
  method: 'GET',
  path: 'audit',
  payload: AuditQuerySchema,
  response: z.object({
    data: z.object({
      entries: z.array(AuditEntrySchema),
      page: z.number(),
      per_page: z.number(),
      total: z.number(),
      /** What the filters can choose from. */
      options: z.object({
        actors: z.array(z.object({ staff_id: z.number(), actor: z.string() })),
        /** The terminal and the jobs, when they have written to the log. */
        system_actors: z.array(z.enum(SYSTEM_ACTORS)),
        entities: z.array(z.string()),
        actions: z.array(z.string()),
      }),
    }),
  }),
  roles: OWNER_ONLY,
  summary: 'The audit log, newest first, filtered by staff, entity, action and days',
})
