import { z } from 'zod'
import { defineStaffCall } from './call'
import { ANY_STAFF, CATALOGUE_ROLES } from './staff-roles'
import type { StaffRole } from './staff-roles'

export const STAFF_MAIL_MESSAGES = {
  saved: 'Your mail settings are saved.',
  summaryNotForShowroom:
    "The daily summary carries the whole shop's figures, so it goes to OWNER and STAFF accounts only.",
} as const

/** Who may have the daily summary: it carries the whole shop's figures, as the dashboard does. */
export const DAILY_SUMMARY_ROLES: readonly StaffRole[] = CATALOGUE_ROLES

const flag = (what: string) => z.boolean({ error: `Say whether you want ${what}.` })

/** The mails a staff account chooses for itself. */
export const StaffMailSettingsSchema = z.object({
  /** A mail for each paid order (a SHOWROOM account: its showrooms' orders only). */
  notify_paid_orders: flag('a mail for each paid order'),
  /** A mail after 07:00 WIB with yesterday's figures (OWNER and STAFF). */
  notify_daily_summary: flag("the daily summary of yesterday's figures"),
})
export type StaffMailSettings = z.infer<typeof StaffMailSettingsSchema>

export const getMyMailSettings = defineStaffCall({
  method: 'GET',
  path: 'me/mail-settings',
  payload: z.object({}),
  response: z.object({ data: StaffMailSettingsSchema }),
  roles: ANY_STAFF,
  summary: 'The mails the signed-in account has chosen',
})

export const updateMyMailSettings = defineStaffCall({
  method: 'PUT',
  path: 'me/mail-settings',
  payload: StaffMailSettingsSchema,
  response: z.object({ data: StaffMailSettingsSchema, message: z.string() }),
  roles: ANY_STAFF,
  summary: 'Choose the mails the signed-in account receives',
})
