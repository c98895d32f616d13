import * as words from '#words'
import { z } from 'zod'
import { defineCall } from './call'
import { MAX_LENGTH, MessageResponseSchema, emailField, requiredText } from './common'
import { LocalDeviceIdSchema } from './cart'
import { MESSAGES } from './messages'
import { ROUTES } from './routes'

export const PASSWORD_MIN_LENGTH = 8
// Argon2 reads the whole password; the cap only bounds the work one request can ask for.
export const PASSWORD_MAX_LENGTH = 128

/** Counted in characters as a person sees them (code points), in any script. */
const characterCount = (value: string) => [...value].length
const withinCap = (value: string) => characterCount(value) <= PASSWORD_MAX_LENGTH

/** A password as typed: never trimmed. Blank gives `required`, short gives `tooShort`. */
export function passwordField(required: string, tooShort: string) {
  return z
    .string({ error: required })
    .min(1, { error: required, abort: true })
    .refine((value) => characterCount(value) >= PASSWORD_MIN_LENGTH, {
      error: tooShort,
      abort: true,
    })
    .refine(withinCap, MESSAGES.passwordTooLong)
}

/** A password that is only compared (sign in, confirmations): required and capped. */
export function typedPasswordField(required: string) {
  return z
    .string({ error: required })
    .min(1, { error: required, abort: true })
    .refine(withinCap, MESSAGES.passwordTooLong)
}

export const GENDERS = ['MALE', 'FEMALE'] as const
export const GenderSchema = z.enum(GENDERS, { error: MESSAGES.chooseGender })
export type Gender = z.infer<typeof GenderSchema>

export const personNameField = requiredText(
  MESSAGES.enterName,
  MAX_LENGTH.name,
  words.name_too_long(),
)

/** The device's cart id: the server moves that cart to the member on sign-in (decision 015). */
const localDeviceIdField = LocalDeviceIdSchema.optional()

export const SignInInputSchema = z.object({
  email: emailField(MESSAGES.enterEmail, { checkFormat: false }),
  password: typedPasswordField(MESSAGES.enterPassword),
  local_device_id: localDeviceIdField,
})
export type SignInInput = z.input<typeof SignInInputSchema>

export const SignUpInputSchema = z
  .object({
    name: personNameField,
    gender: GenderSchema,
    email: emailField(MESSAGES.enterEmail, { checkFormat: true }),
    password: passwordField(MESSAGES.enterPassword, MESSAGES.passwordTooShort),
    password_conf: typedPasswordField(MESSAGES.enterPasswordConfirmation),
    local_device_id: localDeviceIdField,
  })
  .refine((input) => input.password === input.password_conf, {
    error: MESSAGES.passwordMismatch,
    path: ['password_conf'],
    when: (payload) => payload.issues.length === 0,
  })
export type SignUpInput = z.input<typeof SignUpInputSchema>

export const ForgotPasswordInputSchema = z.object({
  email: emailField(MESSAGES.enterEmail, { checkFormat: false }),
})
export type ForgotPasswordInput = z.input<typeof ForgotPasswordInputSchema>

export const DeleteAccountInputSchema = z.object({
  email: emailField(MESSAGES.enterEmail, { checkFormat: false }),
  password: typedPasswordField(MESSAGES.enterPassword),
})
export type DeleteAccountInput = z.input<typeof DeleteAccountInputSchema>

export const AccessTokenResponseSchema = z.object({ access_token: z.string() })

export const signIn = defineCall({
  ...ROUTES.signIn,
  payload: SignInInputSchema,
  response: AccessTokenResponseSchema,
  summary: 'Exchange email and password for an access token',
})

export const signUp = defineCall({
  ...ROUTES.signUp,
  payload: SignUpInputSchema,
  response: AccessTokenResponseSchema,
  summary: 'Create a member account and sign it in',
})

export const forgotPassword = defineCall({
  ...ROUTES.forgotPassword,
  payload: ForgotPasswordInputSchema,
  response: MessageResponseSchema,
  summary: `E-mail a new password; answers "${MESSAGES.newPasswordSent}" whether or not the address has an account`,
})

export const deleteAccount = defineCall({
  ...ROUTES.deleteAccount,
  payload: DeleteAccountInputSchema,
  response: MessageResponseSchema,
  summary: 'Delete the signed-in account after checking its email and password',
})

export const signOut = defineCall({
  ...ROUTES.signOut,
  payload: z.object({}),
  response: MessageResponseSchema,
  summary: 'Revoke the access token the request carries (decision 015)',
})
