import { z } from 'zod'
import { GenderSchema, passwordField, personNameField, typedPasswordField } from './auth'
import { defineCall } from './call'
import { DataMessageResponseSchema, emailField } from './common'
import { LOCALES } from './locale'
import { MESSAGES } from './messages'
import { ROUTES } from './routes'

/** The shop's language a member reads it in; null until they have one (docs/decisions/068). */
export const MemberLanguageSchema = z.enum(LOCALES)

export const ProfileSchema = z.object({
  name: z.string(),
  email: z.string(),
  gender: GenderSchema,
  language: MemberLanguageSchema.nullable(),
})
export type Profile = z.infer<typeof ProfileSchema>

export const ProfileInputSchema = z.object({
  name: personNameField,
  gender: GenderSchema,
  email: emailField(MESSAGES.enterEmail, { checkFormat: true }),
  /** Left out, the member's language stays as it is. */
  language: MemberLanguageSchema.optional(),
})
export type ProfileInput = z.input<typeof ProfileInputSchema>

export const ChangePasswordInputSchema = z
  .object({
    old_password: typedPasswordField(MESSAGES.enterOldPassword),
    new_password: passwordField(MESSAGES.enterNewPassword, MESSAGES.passwordTooShort),
    new_password_conf: typedPasswordField(MESSAGES.enterNewPasswordConfirmation),
  })
  .refine((input) => input.new_password === input.new_password_conf, {
    error: MESSAGES.newPasswordMismatch,
    path: ['new_password_conf'],
    when: (payload) => payload.issues.length === 0,
  })
export type ChangePasswordInput = z.input<typeof ChangePasswordInputSchema>

export const getProfile = defineCall({
  ...ROUTES.getProfile,
  payload: z.object({}),
  response: z.object({
    data: z.object({ profile: ProfileSchema, newsletter_subscription: z.boolean() }),
  }),
  summary: "The member's name, email, gender and newsletter subscription",
})

export const updateProfile = defineCall({
  ...ROUTES.updateProfile,
  payload: ProfileInputSchema,
  response: DataMessageResponseSchema,
  summary: "Change the member's name, gender, email and, when given, language",
})

export const subscribeNewsletter = defineCall({
  ...ROUTES.subscribeNewsletter,
  payload: z.object({}),
  response: DataMessageResponseSchema,
  summary: "Subscribe the member's email to the newsletter",
})

export const unsubscribeNewsletter = defineCall({
  ...ROUTES.unsubscribeNewsletter,
  payload: z.object({}),
  response: DataMessageResponseSchema,
  summary: "Unsubscribe the member's email from the newsletter",
})

export const changePassword = defineCall({
  ...ROUTES.changePassword,
  payload: ChangePasswordInputSchema,
  response: DataMessageResponseSchema,
  summary: 'Replace the password after checking the old one',
})
