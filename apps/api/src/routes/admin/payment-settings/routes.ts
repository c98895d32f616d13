import type { FastifyInstance } from 'fastify'
import {
  PAYMENT_SETTINGS_MESSAGES,
  getPaymentSettings,
  updatePaymentSettings,
} from '@store/contract/admin/payment-settings'
import type { PaymentSettings } from '@store/contract/admin/payment-settings'
import { recordAudit } from '../../../lib/audit.repository'
import { badRequest } from '../../../lib/http-errors'
import { registerCall } from '../../../lib/register-call'
import { requireStaff } from '../../../plugins/auth'
import type { PaymentChoices } from '../../../services/payment/payment-settings.repository'
import {
  PAYMENT_SETTING_KEYS,
  putPaymentChoices,
  readPaymentChoices,
} from '../../../services/payment/payment-settings.repository'

/**
 * The owner's payment settings (decision 100): which channels are offered, never beyond what
 * the store's payment setup takes, and when the reminder before an unpaid order lapses goes.
 */
export function paymentSettingsRoutes(app: FastifyInstance) {
  const ceiling = app.payment.channels
  const answer = (choices: PaymentChoices): PaymentSettings => ({
    provider: app.payment.provider,
    channels: ceiling.map((channel) => ({
      uid: channel.uid,
      name: channel.name,
      kind: channel.kind,
      offered: choices.offered.includes(channel),
    })),
    reminder_hours: choices.reminderHours,
  })

  registerCall(app, getPaymentSettings, async () => ({
    data: answer(await readPaymentChoices(app.db, ceiling)),
  }))

  registerCall(app, updatePaymentSettings, async (input, request) => {
    const owner = requireStaff(request)
    const beyond = input.channels.filter((uid) => !ceiling.some((channel) => channel.uid === uid))
    if (beyond.length > 0) throw badRequest(PAYMENT_SETTINGS_MESSAGES.notOffered(beyond))
    const choices = { channels: input.channels, reminderHours: input.reminder_hours }
    const saved = await app.db.transaction(async (tx) => {
      const before = await putPaymentChoices(tx, choices)
      await recordAudit(tx, owner, {
        action: 'payment-settings.update',
        entity: 'setting',
        entityId: PAYMENT_SETTING_KEYS.channels,
        before,
        after: { channels: input.channels.join(','), reminderHours: input.reminder_hours },
      })
      return readPaymentChoices(tx, ceiling)
    })
    return { data: answer(saved), message: 'The payment settings are saved.' }
  })
}
