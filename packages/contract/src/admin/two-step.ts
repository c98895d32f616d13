import { z } from 'zod'
import { MessageResponseSchema } from '../common'
import { ADMIN_MESSAGES, SecondFactorCodeSchema } from './auth'
import { typedPasswordField } from '../auth'
import { defineStaffCall } from './call'
import { ANY_STAFF } from './staff-roles'

export const TWO_STEP_MESSAGES = {
  alreadyOn: 'Two-step sign-in is on already. Switch it off first to set it up again.',
  notStarted: 'Start the set-up first: it makes the key your app needs.',
  notOn: 'Two-step sign-in is off already.',
  turnedOn: 'Two-step sign-in is on. Keep your recovery codes somewhere safe.',
  turnedOff: 'Two-step sign-in is off. Your password alone now signs you in.',
  requiredByOwner:
    'The owner requires two-step sign-in for every account, so it cannot be switched off.',
  wrongPassword: 'Your password is not right.',
} as const

/**
 * The set-up's key: the otpauth:// link an app reads from the QR code, the
 * code drawn as an SVG data URL, and the key as text for typing by hand.
 */
export const startTwoStep = defineStaffCall({
  method: 'POST',
  path: 'auth/two-step/start',
  payload: z.object({}),
  response: z.object({
    data: z.object({ secret: z.string(), otpauth_url: z.string(), qr_code: z.string() }),
  }),
  roles: ANY_STAFF,
  beforeSecondFactor: true,
  summary: 'Make a new key for an authenticator app (two-step sign-in is not on until confirmed)',
})

export const confirmTwoStep = defineStaffCall({
  method: 'POST',
  path: 'auth/two-step/confirm',
  payload: SecondFactorCodeSchema,
  response: z.object({
    data: z.object({ recovery_codes: z.array(z.string()) }),
    message: z.string(),
  }),
  roles: ANY_STAFF,
  beforeSecondFactor: true,
  summary: "Confirm the set-up with the app's code: answers ten recovery codes, shown once",
})

export const DisableTwoStepSchema = z.object({
  password: typedPasswordField(ADMIN_MESSAGES.enterPassword),
})

export const disableTwoStep = defineStaffCall({
  method: 'POST',
  path: 'auth/two-step/disable',
  payload: DisableTwoStepSchema,
  response: MessageResponseSchema,
  roles: ANY_STAFF,
  summary: 'Switch two-step sign-in off with the password',
})
