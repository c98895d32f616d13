import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'
import { StaffChangePasswordSchema, changeStaffPassword } from '@store/contract/admin/auth'
import { callApi } from '@/lib/api-client'
import { useUnsavedChanges } from '@/lib/use-unsaved-changes'
import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/field'
import { PageHeader } from '@/components/ui/page-header'
import { useStaffSession } from '@/api/get-staff-session'
import { TwoStepSection } from './two-step-section'
import { MailSettingsSection } from './mail-settings-section'

type PasswordInput = z.input<typeof StaffChangePasswordSchema>
const EMPTY: PasswordInput = { old_password: '', new_password: '', new_password_conf: '' }

export function AccountPage() {
  const { data } = useStaffSession()
  const form = useForm<PasswordInput>({
    resolver: zodResolver(StaffChangePasswordSchema),
    defaultValues: EMPTY,
  })
  useUnsavedChanges(form.formState.isDirty)
  const change = useMutation({
    mutationFn: (input: PasswordInput) => callApi(changeStaffPassword, input),
    onSuccess: ({ message }) => {
      form.reset(EMPTY)
      toast.success(message)
    },
    onError: (error) => toast.error(error.message),
  })
  const { errors } = form.formState
  const enrolling = data?.second_factor === 'ENROL'
  return (
    <>
      <PageHeader title="My account" />
      {enrolling && (
        <p role="alert" className="mb-6 max-w-md rounded-md bg-amber-50 px-4 py-3 text-sm">
          The owner asks every account to set up two-step sign-in. Set it up below to open the rest
          of the back office.
        </p>
      )}
      {data && (
        <dl className="mb-8 grid max-w-md grid-cols-[8rem_1fr] gap-y-2 text-sm">
          <dt className="text-muted">Name</dt>
          <dd>{data.staff.name}</dd>
          <dt className="text-muted">E-mail</dt>
          <dd>{data.staff.email}</dd>
          <dt className="text-muted">Role</dt>
          <dd>{data.staff.role}</dd>
        </dl>
      )}
      {!enrolling && <MailSettingsSection />}
      <TwoStepSection />
      {!enrolling && (
        <section aria-labelledby="password-heading" className="max-w-md">
          <h2 id="password-heading" className="mb-3 text-lg font-semibold">
            Change password
          </h2>
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(event) => void form.handleSubmit((input) => change.mutate(input))(event)}
          >
            <InputField
              label="Current password"
              type="password"
              autoComplete="current-password"
              error={errors.old_password}
              {...form.register('old_password')}
            />
            <InputField
              label="New password"
              type="password"
              autoComplete="new-password"
              hint="12 characters or more."
              error={errors.new_password}
              {...form.register('new_password')}
            />
            <InputField
              label="New password again"
              type="password"
              autoComplete="new-password"
              error={errors.new_password_conf}
              {...form.register('new_password_conf')}
            />
            <Button type="submit" busy={change.isPending} className="self-start">
              Change password
            </Button>
          </form>
        </section>
      )}
    </>
  )
}
