import { z } from 'zod'
import { GenderSchema, passwordField, personNameField, typedPasswordField } from './auth'
import { defineCall } from './call'
import { DataMessageResponseSchema, emailField } from './common'
import { MESSAGES } from './messages'

export const ProfileSchema = z.object({
  name: z.string(),
  email: z.string(),
  gender: GenderSchema,
})
export type Profile = z.infer<typeof ProfileSchema>

export const ProfileInputSchema = z.object({
  name: personNameField,
  gender: GenderSchema,
  email: emailField(MESSAGES.enterEmail, { checkFormat: true }),
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
  method: 'GET',
  path: 'user/profile',
  payload: z.object({}),
  response: z.object({
    data: z.object({ profile: ProfileSchema, newsletter_subscription: z.boolean() }),
  }),
  auth: 'member',
  summary: "The member's name, email, gender and newsletter subscription",
})

export const updateProfile = defineCall({
  method: 'POST',
  path: 'user/profile',
  payload: ProfileInputSchema,
  response: DataMessageResponseSchema,
  auth: 'member',
  summary: "Change the member's name, gender and email",
})

export const subscribeNewsletter = defineCall({
  method: 'POST',
  path: 'user/newsletter/subscribe',
  payload: z.object({}),
  response: DataMessageResponseSchema,
  auth: 'member',
  summary: "Subscribe the member's email to the newsletter",
})

export const unsubscribeNewsletter = defineCall({
  method: 'POST',
  path: 'user/newsletter/unsubscribe',
  payload: z.object({}),
  response: DataMessageResponseSchema,
  auth: 'member',
  summary: "Unsubscribe the member's email from the newsletter",
})

export const changePassword = defineCall({
  method: 'POST',
  path: 'user/change-password',
  payload: ChangePasswordInputSchema,
  response: DataMessageResponseSchema,
  auth: 'member',
  summary: 'Replace the password after checking the old one',
})
