import { z } from 'zod'
import {
  DateTimeSchema,
  MAX_LENGTH,
  emailField,
  idParam,
  requiredId,
  requiredText,
} from '../common'
import { PASSWORD_MAX_LENGTH } from '../auth'
import {
  ADMIN_MESSAGES,
  StaffRoleSchema,
  StaffSessionResponseSchema,
  staffPasswordField,
} from './auth'
import { defineOpenAdminCall, defineStaffCall } from './call'
import { OWNER_ONLY } from './staff-roles'

export const STAFF_MESSAGES = {
  enterName: 'Please enter the name of the person you invite.',
  enterEmail: 'Please enter the e-mail address to send the invitation to.',
  chooseShowroom: 'A SHOWROOM account needs at least one showroom.',
  onlyShowroomHasShowrooms: 'Only a SHOWROOM account has showrooms.',
  showroomId: 'Choose a showroom from the list.',
  staffId: 'Choose a staff account from the list.',
  inviteId: 'Choose an invitation from the list.',
  inviteToken: 'This invitation link is not complete. Open it again from the mail.',
  chooseActive: 'Say whether the account is active (true or false).',
  chooseRequired: 'Say whether two-step sign-in is required (true or false).',
} as const

export const showroomIdsField = z
  .array(requiredId(STAFF_MESSAGES.showroomId), { error: STAFF_MESSAGES.showroomId })
  .max(100, 'Choose at most 100 showrooms.')
  .default([])

/** A SHOWROOM account serves one or more showrooms; the other roles serve all and name none. */
function withShowroomRule<T extends z.ZodType<{ role: string; showroom_ids: number[] }>>(
  schema: T,
) {
  return schema
    .refine((value) => value.role !== 'SHOWROOM' || value.showroom_ids.length > 0, {
      error: STAFF_MESSAGES.chooseShowroom,
      path: ['showroom_ids'],
    })
    .refine((value) => value.role === 'SHOWROOM' || value.showroom_ids.length === 0, {
      error: STAFF_MESSAGES.onlyShowroomHasShowrooms,
      path: ['showroom_ids'],
    })
}

export const StaffMemberSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
  showroom_ids: z.array(z.number()),
  totp_enabled: z.boolean(),
  is_active: z.boolean(),
})
export type StaffMember = z.infer<typeof StaffMemberSchema>

export const StaffInviteSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
  showroom_ids: z.array(z.number()),
  invited_by: z.string().nullable(),
  created_at: DateTimeSchema,
  expires_at: DateTimeSchema,
  expired: z.boolean(),
})
export type StaffInvite = z.infer<typeof StaffInviteSchema>

export const listStaff = defineStaffCall({
  method: 'GET',
  path: 'staff',
  payload: z.object({}),
  response: z.object({
    data: z.object({
      staff: z.array(StaffMemberSchema),
      invites: z.array(StaffInviteSchema),
      showrooms: z.array(z.object({ id: z.number(), name: z.string() })),
      totp_required: z.boolean(),
    }),
  }),
  roles: OWNER_ONLY,
  summary: 'Every staff account, the invitations still open, and the showrooms to choose from',
})

export const InviteStaffSchema = withShowroomRule(
  z.object({
    email: emailField(STAFF_MESSAGES.enterEmail, { checkFormat: true }),
    name: requiredText(
      STAFF_MESSAGES.enterName,
      MAX_LENGTH.name,
      'A name has at most 100 characters.',
    ),
    role: StaffRoleSchema,
    showroom_ids: showroomIdsField,
  }),
)
export type InviteStaffInput = z.input<typeof InviteStaffSchema>

export const inviteStaff = defineStaffCall({
  method: 'POST',
  path: 'staff/invites',
  payload: InviteStaffSchema,
  response: z.object({ data: StaffInviteSchema, message: z.string() }),
  roles: OWNER_ONLY,
  summary: 'Invite a person by e-mail: a one-time link, valid 48 hours, sets their password',
})

export const revokeStaffInvite = defineStaffCall({
  method: 'DELETE',
  path: 'staff/invites',
  payload: z.object({ id: idParam('The invitation id') }),
  response: z.object({ message: z.string() }),
  roles: OWNER_ONLY,
  summary: 'Withdraw an invitation: its link stops working',
})

export const UpdateStaffSchema = withShowroomRule(
  z.object({
    id: requiredId(STAFF_MESSAGES.staffId),
    role: StaffRoleSchema,
    showroom_ids: showroomIdsField,
  }),
)
export type UpdateStaffInput = z.input<typeof UpdateStaffSchema>

const StaffChangeResponseSchema = z.object({ data: StaffMemberSchema, message: z.string() })

export const updateStaff = defineStaffCall({
  method: 'PUT',
  path: 'staff',
  payload: UpdateStaffSchema,
  response: StaffChangeResponseSchema,
  roles: OWNER_ONLY,
  summary: "Change a staff account's role and showrooms; its sessions end at once",
})

export const SetStaffActiveSchema = z.object({
  id: requiredId(STAFF_MESSAGES.staffId),
  active: z.boolean({ error: STAFF_MESSAGES.chooseActive }),
})

export const setStaffActive = defineStaffCall({
  method: 'POST',
  path: 'staff/active',
  payload: SetStaffActiveSchema,
  response: StaffChangeResponseSchema,
  roles: OWNER_ONLY,
  summary: 'Deactivate a staff account (its sessions end at once) or reactivate it',
})

export const setStaffTotpRequired = defineStaffCall({
  method: 'PUT',
  path: 'staff/totp-required',
  payload: z.object({ required: z.boolean({ error: STAFF_MESSAGES.chooseRequired }) }),
  response: z.object({ data: z.object({ totp_required: z.boolean() }), message: z.string() }),
  roles: OWNER_ONLY,
  summary: 'Require two-step sign-in of every staff account, or stop requiring it',
})

const inviteTokenField = z
  .string({ error: STAFF_MESSAGES.inviteToken })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,128}$/, STAFF_MESSAGES.inviteToken)

export const getStaffInvite = defineOpenAdminCall({
  method: 'GET',
  path: 'staff/invite',
  payload: z.object({ token: inviteTokenField }),
  response: z.object({
    data: z.object({ email: z.string(), name: z.string(), role: StaffRoleSchema }),
  }),
  summary: 'Who an invitation link is for, or why it no longer works',
})

export const AcceptInviteSchema = z
  .object({
    token: inviteTokenField,
    password: staffPasswordField(),
    password_conf: z.string({ error: ADMIN_MESSAGES.passwordMismatch }).max(PASSWORD_MAX_LENGTH),
  })
  .refine((value) => value.password === value.password_conf, {
    error: ADMIN_MESSAGES.passwordMismatch,
    path: ['password_conf'],
  })
export type AcceptInviteInput = z.input<typeof AcceptInviteSchema>

export const acceptStaffInvite = defineOpenAdminCall({
  method: 'POST',
  path: 'staff/accept-invite',
  payload: AcceptInviteSchema,
  response: StaffSessionResponseSchema,
  summary: 'Set the password of an invited account and sign it in (sets the session cookie)',
})
