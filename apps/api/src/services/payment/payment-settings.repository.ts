import { REMINDER_HOURS } from '@store/contract/admin/payment-settings'
import type { Executor, Transaction } from '@store/db/client'
import { putSetting, readSetting } from '../../lib/settings.repository'
import type { PaymentChannel } from './channel-list'

/** Where the owner's payment choices are kept in the settings table (decision 100). */
export const PAYMENT_SETTING_KEYS = {
  /** Comma-separated channel ids; unset: every channel the setup can take. */
  channels: 'PAYMENT_CHANNELS_OFFERED',
  /** Hours before the hold ends, or 'off'; unset: REMINDER_HOURS.default. */
  reminderHours: 'PAYMENT_REMINDER_HOURS',
} as const

const OFF = 'off'

export interface PaymentChoices {
  /** The channels offered, in the list's order, never outside `ceiling`. */
  offered: readonly PaymentChannel[]
  /** Null: no reminder. */
  reminderHours: number | null
}

/**
 * The channels offered: the owner's choice within what the setup can take. A choice the
 * setup no longer takes at all (FASPAY_CHANNELS narrowed after it) offers the whole ceiling,
 * so the shop is never left with no way to pay.
 */
export function offeredWithin(stored: string | null, ceiling: readonly PaymentChannel[]) {
  if (stored === null) return ceiling
  const chosen = stored.split(',')
  const offered = ceiling.filter((channel) => chosen.includes(channel.uid))
  return offered.length > 0 ? offered : ceiling
}

function reminderOf(stored: string | null): number | null {
  if (stored === OFF) return null
  const hours = Number(stored ?? REMINDER_HOURS.default)
  const usable =
    Number.isInteger(hours) && hours >= REMINDER_HOURS.min && hours <= REMINDER_HOURS.max
  return usable ? hours : REMINDER_HOURS.default
}

export async function readPaymentChoices(
  db: Executor,
  ceiling: readonly PaymentChannel[],
): Promise<PaymentChoices> {
  const [channels, reminder] = await Promise.all([
    readSetting(db, PAYMENT_SETTING_KEYS.channels),
    readSetting(db, PAYMENT_SETTING_KEYS.reminderHours),
  ])
  return { offered: offeredWithin(channels, ceiling), reminderHours: reminderOf(reminder) }
}

/** The offered channels' ids, as the bill carries them. */
export async function offeredChannelUids(db: Executor, ceiling: readonly PaymentChannel[]) {
  return (await readPaymentChoices(db, ceiling)).offered.map((channel) => channel.uid)
}

/** Writes both choices in the caller's transaction; answers what they were before. */
export async function putPaymentChoices(
  tx: Transaction,
  choices: { channels: readonly string[]; reminderHours: number | null },
) {
  const channels = await putSetting(tx, PAYMENT_SETTING_KEYS.channels, choices.channels.join(','))
  const reminder = await putSetting(
    tx,
    PAYMENT_SETTING_KEYS.reminderHours,
    choices.reminderHours === null ? OFF : String(choices.reminderHours),
  )
  return { channels, reminderHours: reminder }
}
