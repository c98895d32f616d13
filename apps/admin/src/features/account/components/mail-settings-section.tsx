import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { toast } from 'sonner'
import { DAILY_SUMMARY_ROLES, StaffMailSettingsSchema } from '@store/contract/admin/staff-mails'
import type { StaffMailSettings } from '@store/contract/admin/staff-mails'
import { useStaffSession } from '@/api/get-staff-session'
import * as m from '#messages'
import { Button } from '@/components/ui/button'
import { canAct } from '@/lib/staff-access'
import { useUnsavedChanges } from '@/lib/use-unsaved-changes'
import { useMailSettings } from '../api/get-mail-settings'
import { useUpdateMailSettings } from '../api/update-mail-settings'

function Toggle({
  label,
  hint,
  ...field
}: { label: string; hint: string } & UseFormRegisterReturn) {
  return (
    <label className="flex items-start gap-3 text-sm">
      <input type="checkbox" className="mt-0.5 size-4" {...field} />
      <span>
        <span className="font-medium">{label}</span>
        <span className="block text-muted">{hint}</span>
      </span>
    </label>
  )
}

/** The mails this account chooses: each paid order, and yesterday's figures each morning. */
export function MailSettingsSection() {
  const { data: session } = useStaffSession()
  const settings = useMailSettings()
  const form = useForm<StaffMailSettings>({ resolver: zodResolver(StaffMailSettingsSchema) })
  useUnsavedChanges(form.formState.isDirty)
  useEffect(() => {
    if (settings.data) form.reset(settings.data)
  }, [settings.data, form])
  const save = useUpdateMailSettings()
  const submit = (input: StaffMailSettings) =>
    save.mutate(input, {
      onSuccess: ({ data, message }) => {
        form.reset(data)
        toast.success(message)
      },
      onError: (error) => toast.error(error.message),
    })
  // An account that may have the whole shop's figures is told of every order.
  const wholeShop = canAct(session?.staff, DAILY_SUMMARY_ROLES)
  return (
    <section aria-labelledby="mails-heading" className="mb-10 max-w-md">
      <h2 id="mails-heading" className="mb-3 text-lg font-semibold">
        {m.mails_heading()}
      </h2>
      {settings.error && (
        <p role="alert" className="text-sm text-danger">
          {settings.error.message}
        </p>
      )}
      {settings.data && (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => void form.handleSubmit(submit)(event)}
        >
          <Toggle
            label={m.mail_paid_orders()}
            hint={wholeShop ? m.mail_paid_orders_all() : m.mail_paid_orders_showrooms()}
            {...form.register('notify_paid_orders')}
          />
          {wholeShop && (
            <Toggle
              label={m.daily_summary()}
              hint={m.daily_summary_hint()}
              {...form.register('notify_daily_summary')}
            />
          )}
          <Button type="submit" busy={save.isPending} className="self-start">
            {m.save_mail_settings()}
          </Button>
        </form>
      )}
    </section>
  )
}
