import { z } from 'zod'
import * as words from '#words'
import { MessageResponseSchema, emailField } from '../common'
import { LOCALES } from '../locale'
import { PASSWORD_MAX_LENGTH, passwordField, typedPasswordField } from '../auth'
import { defineOpenAdminCall, defineStaffCall } from './call'
import { ANY_STAFF, STAFF_ROLES } from './staff-roles'

/**
 * The back office's sign-in and account texts, in the language of the build
 * that imports them (packages/contract/i18n): the API writes them in English
 * and answers a Bahasa call in Bahasa (plugins/answer-language.ts).
 */
export const ADMIN_MESSAGES = {
  signInRequired: words.admin_sign_in_required(),
  badCredentials: words.admin_bad_credentials(),
  enterEmail: words.admin_enter_email(),
  enterPassword: words.admin_enter_password(),
  enterCode: words.admin_enter_code(),
  wrongCode: words.admin_wrong_code(),
  codeUsed: words.admin_code_used(),
  tooManyCodes: words.admin_too_many_codes(),
  secondFactorPending: words.admin_second_factor_pending(),
  secondFactorRequired: words.admin_second_factor_required(),
  passwordTooShort: words.admin_password_too_short(),
  passwordMismatch: words.admin_password_mismatch(),
  wrongOldPassword: words.admin_wrong_old_password(),
  signedOut: words.admin_signed_out(),
  passwordChanged: words.admin_password_changed(),
  chooseLanguage: words.admin_choose_language(),
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
