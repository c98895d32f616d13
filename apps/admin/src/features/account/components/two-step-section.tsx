import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { DisableTwoStepSchema } from '@store/contract/admin/two-step'
import { useStaffSession } from '@/api/get-staff-session'
import * as m from '#messages'
import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/field'
import { useDisableTwoStep } from '../api/disable-two-step'
import type { DisableInput } from '../api/disable-two-step'
import { TwoStepSetup } from './two-step-setup'

function SwitchOff() {
  const [open, setOpen] = useState(false)
  const form = useForm<DisableInput>({
    resolver: zodResolver(DisableTwoStepSchema),
    defaultValues: { password: '' },
  })
  const off = useDisableTwoStep()
  const submit = (input: DisableInput) =>
    off.mutate(input, { onSuccess: ({ message }) => toast.success(message) })
  if (!open)
    return (
      <Button variant="secondary" className="self-start" onClick={() => setOpen(true)}>
        {m.two_step_switch_off_open()}
      </Button>
    )
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
    >
      <InputField
        label={m.your_password()}
        type="password"
        autoComplete="current-password"
        hint={m.two_step_off_hint()}
        error={form.formState.errors.password ?? (off.error ? off.error : undefined)}
        {...form.register('password')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" busy={off.isPending}>
          {m.switch_off()}
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          {m.keep_it_on()}
        </Button>
      </div>
    </form>
  )
}

/** My account's two-step sign-in: set it up, or switch it off with the password. */
export function TwoStepSection() {
  const { data } = useStaffSession()
  if (!data) return null
  const enrolling = data.second_factor === 'ENROL'
  return (
    <section aria-labelledby="two-step-heading" className="mb-10 max-w-md">
      <h2 id="two-step-heading" className="mb-1 text-lg font-semibold">
        {m.two_step_sign_in()}
      </h2>
      <p className="mb-4 text-sm text-muted">
        {data.staff.totp_enabled ? m.two_step_on_text() : m.two_step_about()}
      </p>
      {data.staff.totp_enabled ? <SwitchOff /> : <TwoStepSetup autoStart={enrolling} />}
    </section>
  )
}
