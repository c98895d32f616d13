import * as m from '#messages'
import { useState } from 'react'
import type { FormEvent } from 'react'
import { toast } from 'sonner'
import { REMINDER_HOURS } from '@store/contract/admin/payment-settings'
import type { PaymentSettings } from '@store/contract/admin/payment-settings'
import { PAYMENT_CHANNEL_KINDS } from '@store/contract/payment-guide'
import type { PaymentChannelKind } from '@store/contract/payment-guide'
import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/field'
import { useUnsavedChanges } from '@/lib/use-unsaved-changes'
import { useUpdatePaymentSettings } from '../api/update-payment-settings'

const KIND_WORDS: Record<PaymentChannelKind, () => string> = {
  va: m.payments_kind_va,
  qris: m.payments_kind_qris,
  ewallet: m.payments_kind_ewallet,
  card: m.payments_kind_card,
  paylater: m.payments_kind_paylater,
  retail: m.payments_kind_retail,
}

const offeredOf = (settings: PaymentSettings) =>
  settings.channels.filter((channel) => channel.offered).map((channel) => channel.uid)

/** Ticks for the channels the setup takes, and the reminder: on with its hours, or off. */
export function PaymentSettingsForm({ settings }: { settings: PaymentSettings }) {
  const [offered, setOffered] = useState(() => offeredOf(settings))
  const [remind, setRemind] = useState(settings.reminder_hours !== null)
  const [hours, setHours] = useState(String(settings.reminder_hours ?? REMINDER_HOURS.default))
  const [dirty, setDirty] = useState(false)
  useUnsavedChanges(dirty)
  const save = useUpdatePaymentSettings()
  const toggle = (uid: string, on: boolean) => {
    setDirty(true)
    setOffered((now) => (on ? [...now, uid] : now.filter((one) => one !== uid)))
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const input = { channels: offered, reminder_hours: remind ? Number(hours) : null }
    save.mutate(input, {
      onSuccess: () => {
        setDirty(false)
        toast.success(m.payments_saved())
      },
      onError: (error) => toast.error(error.message),
    })
  }
  return (
    <form noValidate className="flex max-w-2xl flex-col gap-6" onSubmit={submit}>
      <section aria-labelledby="channels-heading">
        <h2 id="channels-heading" className="mb-1 text-lg font-semibold">
          {m.payments_channels_heading()}
        </h2>
        <p className="mb-3 text-sm text-muted">
          {settings.provider === 'faspay'
            ? m.payments_ceiling_faspay()
            : m.payments_ceiling_sandbox()}
        </p>
        {PAYMENT_CHANNEL_KINDS.map((kind) => {
          const channels = settings.channels.filter((channel) => channel.kind === kind)
          if (channels.length === 0) return null
          return (
            <fieldset key={kind} className="mb-3">
              <legend className="mb-1 text-sm font-medium">{KIND_WORDS[kind]()}</legend>
              <div className="flex flex-wrap gap-x-6 gap-y-1">
                {channels.map((channel) => (
                  <label key={channel.uid} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4 accent-ink"
                      checked={offered.includes(channel.uid)}
                      onChange={(event) => toggle(channel.uid, event.target.checked)}
                    />
                    {channel.kind === 'card' ? m.payments_kind_card() : channel.name}
                  </label>
                ))}
              </div>
            </fieldset>
          )
        })}
      </section>
      <section aria-labelledby="reminder-heading">
        <h2 id="reminder-heading" className="mb-1 text-lg font-semibold">
          {m.payments_reminder_heading()}
        </h2>
        <p className="mb-3 text-sm text-muted">{m.payments_reminder_hint()}</p>
        <label className="mb-2 flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-ink"
            checked={remind}
            onChange={(event) => {
              setDirty(true)
              setRemind(event.target.checked)
            }}
          />
          {m.payments_reminder_on()}
        </label>
        <InputField
          label={m.payments_reminder_hours_label()}
          hint={m.payments_reminder_hours({ min: REMINDER_HOURS.min, max: REMINDER_HOURS.max })}
          type="number"
          inputMode="numeric"
          min={REMINDER_HOURS.min}
          max={REMINDER_HOURS.max}
          disabled={!remind}
          className="w-24"
          value={hours}
          onChange={(event) => {
            setDirty(true)
            setHours(event.target.value)
          }}
        />
      </section>
      <Button type="submit" busy={save.isPending} className="self-start">
        {m.payments_save()}
      </Button>
    </form>
  )
}
