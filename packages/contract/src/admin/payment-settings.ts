import { z } from 'zod'
import { PaymentChannelKindSchema } from '../payment-guide'
import { defineStaffCall } from './call'
import { OWNER_ONLY } from './staff-roles'

/** How many hours before an unpaid order's 1x24 hour hold ends its reminder may go. */
export const REMINDER_HOURS = { min: 1, max: 23, default: 3 } as const

export const PAYMENT_SETTINGS_MESSAGES = {
  chooseChannels: 'Choose the payment channels to offer from the list.',
  oneChannel: 'Offer at least one payment channel.',
  tooMany: 'Choose at most 50 payment channels.',
  reminderHours: `Send the reminder between ${REMINDER_HOURS.min} and ${REMINDER_HOURS.max} hours before the order lapses, or turn it off.`,
  notOffered: (uids: string[]) =>
    `This store's payment setup cannot offer channel ${uids.join(', ')}; choose from the list.`,
} as const

const M = PAYMENT_SETTINGS_MESSAGES

/** A channel the install's payment setup can take, and whether the owner offers it. */
export const PaymentChannelSettingSchema = z.object({
  uid: z.string(),
  name: z.string(),
  kind: PaymentChannelKindSchema,
  offered: z.boolean(),
})
export type PaymentChannelSetting = z.infer<typeof PaymentChannelSettingSchema>

export const PaymentSettingsSchema = z.object({
  provider: z.enum(['faspay', 'sandbox']),
  channels: z.array(PaymentChannelSettingSchema),
  /** Hours before the hold ends that the reminder goes; null: no reminder. */
  reminder_hours: z.number().int().nullable(),
})
export type PaymentSettings = z.infer<typeof PaymentSettingsSchema>

export const UpdatePaymentSettingsSchema = z.object({
  channels: z
    .array(z.string({ error: M.chooseChannels }).regex(/^\d{1,6}$/, M.chooseChannels), {
      error: M.chooseChannels,
    })
    .min(1, M.oneChannel)
    .max(50, M.tooMany)
    .transform((uids) => [...new Set(uids)]),
  reminder_hours: z
    .number({ error: M.reminderHours })
    .int(M.reminderHours)
    .min(REMINDER_HOURS.min, M.reminderHours)
    .max(REMINDER_HOURS.max, M.reminderHours)
    .nullable(),
})
export type UpdatePaymentSettings = z.input<typeof UpdatePaymentSettingsSchema>

const answer = z.object({ data: PaymentSettingsSchema })

export const getPaymentSettings = defineStaffCall({
  method: 'GET',
  path: 'payment-settings',
  payload: z.object({}),
  response: answer,
  roles: OWNER_ONLY,
  summary:
    'The payment channels the store offers, within what its payment setup can take, and the reminder before an unpaid order lapses',
})

export const updatePaymentSettings = defineStaffCall({
  method: 'PUT',
  path: 'payment-settings',
  payload: UpdatePaymentSettingsSchema,
  response: answer.extend({ message: z.string() }),
  roles: OWNER_ONLY,
  summary:
    'Choose the payment channels offered at checkout and on the payment page, and when (or whether) the payment reminder goes',
})
