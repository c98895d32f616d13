import { z } from 'zod'
import { MessageResponseSchema, emailField } from '../common'
import { LOCALES } from '../locale'
import { PASSWORD_MAX_LENGTH, passwordField, typedPasswordField } from '../auth'
import { defineOpenAdminCall, defineStaffCall } from './call'
import { ANY_STAFF, STAFF_ROLES } from './staff-roles'

export const ADMIN_MESSAGES = {
  signInRequired: 'Please sign in to the back office.',
  badCredentials: 'The e-mail or password is not right.',
  enterEmail: 'Please enter your e-mail address.',
  enterPassword: 'Please enter your password.',
  enterCode: 'Please enter the 6-digit code from your authenticator app, or a recovery code.',
  wrongCode: 'That code is not right. Check the time on your phone, or use a recovery code.',
  codeUsed: 'That code has been used already. Enter the next code your app shows.',
  tooManyCodes: 'Too many wrong codes. Please sign in again.',
  secondFactorPending: 'Enter the code from your authenticator app to go on.',
  secondFactorRequired: 'The owner asks every account to set up two-step sign-in first.',
  passwordTooShort: 'A password needs at least 12 characters.',
  passwordMismatch: "The new password doesn't match its confirmation.",
  wrongOldPassword: 'Your current password is not right.',
  signedOut: 'You have signed out.',
  passwordChanged: 'Your password has been changed; other sessions were signed out.',
  chooseLanguage: 'Choose English (en) or Bahasa Indonesia (id).',
} as const

/** Staff passwords are longer than members': they open the whole shop. */
export const STAFF_PASSWORD_MIN_LENGTH = 12

export const staffPasswordField = () =>
  passwordField(ADMIN_MESSAGES.enterPassword, ADMIN_MESSAGES.passwordTooShort).refine(
    (value) => [...value].length >= STAFF_PASSWORD_MIN_LENGTH,
    ADMIN_MESSAGES.passwordTooShort,
  )

export const StaffRoleSchema = z.enum(STAFF_ROLES, { error: 'Choose OWNER, STAFF or SHOWROOM.' })

/** The language the back office speaks to an account (docs/decisions/071). */
export const StaffLanguageSchema = z.enum(LOCALES, { error: ADMIN_MESSAGES.chooseLanguage })

export const StaffMeSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
  language: StaffLanguageSchema,
  showroom_ids: z.array(z.number()),
  totp_enabled: z.boolean(),
})
export type StaffMe = z.infer<typeof StaffMeSchema>

/**
 * Where a session stands: NONE, ready; VERIFY, the account's code is still
 * to be given; ENROL, the owner requires a second factor this account has
 * not set up yet.
 */
export const SecondFactorStateSchema = z.enum(['NONE', 'VERIFY', 'ENROL'])

export const StaffSessionResponseSchema = z.object({
  data: z.object({ staff: StaffMeSchema, second_factor: SecondFactorStateSchema }),
})

export const StaffSignInSchema = z.object({
  email: emailField(ADMIN_MESSAGES.enterEmail, { checkFormat: false }),
  password: typedPasswordField(ADMIN_MESSAGES.enterPassword),
})
export type StaffSignInInput = z.input<typeof StaffSignInSchema>

export const staffSignIn = defineOpenAdminCall({
  method: 'POST',
  path: 'auth/sign-in',
  payload: StaffSignInSchema,
  response: StaffSessionResponseSchema,
  summary: 'Sign a staff account in (sets the session cookie)',
})

export const SecondFactorCodeSchema = z.object({
  code: z
    .string({ error: ADMIN_MESSAGES.enterCode })
    .trim()
    .min(1, { error: ADMIN_MESSAGES.enterCode, abort: true })
    .max(32, ADMIN_MESSAGES.wrongCode),
})

export const verifySecondFactor = defineStaffCall({
  method: 'POST',
  path: 'auth/second-factor',
  payload: SecondFactorCodeSchema,
  response: StaffSessionResponseSchema,
  roles: ANY_STAFF,
  beforeSecondFactor: true,
  summary: "Give the authenticator's code (or a recovery code) after the password",
})

export const getStaffSession = defineStaffCall({
  method: 'GET',
  path: 'auth/me',
  payload: z.object({}),
  response: StaffSessionResponseSchema,
  roles: ANY_STAFF,
  beforeSecondFactor: true,
  summary: 'The signed-in staff account and where its session stands',
})

export const staffSignOut = defineStaffCall({
  method: 'POST',
  path: 'auth/sign-out',
  payload: z.object({}),
  response: MessageResponseSchema,
  roles: ANY_STAFF,
  beforeSecondFactor: true,
  summary: 'End this staff session',
})

export const StaffChangePasswordSchema = z
  .object({
    old_password: typedPasswordField(ADMIN_MESSAGES.enterPassword),
    new_password: staffPasswordField(),
    new_password_conf: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .refine((value) => value.new_password === value.new_password_conf, {
    error: ADMIN_MESSAGES.passwordMismatch,
    path: ['new_password_conf'],
  })

export const changeStaffPassword = defineStaffCall({
  method: 'POST',
  path: 'auth/change-password',
  payload: StaffChangePasswordSchema,
  response: MessageResponseSchema,
  roles: ANY_STAFF,
  summary: 'Change your password; every other session of the account ends',
})

export const StaffLanguageInputSchema = z.object({ language: StaffLanguageSchema })

export const setStaffLanguage = defineStaffCall({
  method: 'POST',
  path: 'auth/language',
  payload: StaffLanguageInputSchema,
  response: StaffSessionResponseSchema,
  roles: ANY_STAFF,
  summary: 'Choose the language the back office speaks to your account',
})
