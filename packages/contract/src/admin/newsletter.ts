import { z } from 'zod'
import { defineStaffCall } from './call'
import { CUSTOMER_ROLES } from './staff-roles'

/** The CSV's columns: one row per confirmed subscriber, oldest first. */
export const NEWSLETTER_CSV_COLUMNS = [
  'email',
  'member_name',
  'subscribed_at',
  'confirmed_at',
] as const

/** The file travels as text/csv, so it is not a JSON call. */
export const exportNewsletterCsv = defineStaffCall({
  method: 'GET',
  path: 'newsletter/export',
  payload: z.object({}),
  response: z.string(),
  roles: CUSTOMER_ROLES,
  summary: 'The confirmed newsletter subscribers as CSV',
})
