import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { StaffChangePasswordSchema } from '@store/contract/admin/auth'
import * as m from '#messages'
import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/field'
import { useUnsavedChanges } from '@/lib/use-unsaved-changes'
import { useChangePassword } from '../api/change-password'
import type { ChangePasswordInput } from '../api/change-password'

const EMPTY: ChangePasswordInput = { old_password: '', new_password: '', new_password_conf: '' }

/** The current password, then the new one twice. */
export function PasswordSection() {
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(StaffChangePasswordSchema),
    defaultValues: EMPTY,
  })
  useUnsavedChanges(form.formState.isDirty)
  const change = useChangePassword()
  const submit = (input: ChangePasswordInput) =>
    change.mutate(input, {
      onSuccess: ({ message }) => {
        form.reset(EMPTY)
        toast.success(message)
      },
      onError: (error) => toast.error(error.message),
    })
  const { errors } = form.formState
  return (
    <section aria-labelledby="password-heading" className="max-w-md">
      <h2 id="password-heading" className="mb-3 text-lg font-semibold">
        {m.change_password()}
      </h2>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
      >
        <InputField
          label={m.current_password()}
          type="password"
          autoComplete="current-password"
          error={errors.old_password}
          {...form.register('old_password')}
        />
        <InputField
          label={m.new_password()}
          type="password"
          autoComplete="new-password"
          hint={m.password_length_hint()}
          error={errors.new_password}
          {...form.register('new_password')}
        />
        <InputField
          label={m.new_password_again()}
          type="password"
          autoComplete="new-password"
          error={errors.new_password_conf}
          {...form.register('new_password_conf')}
        />
        <Button type="submit" busy={change.isPending} className="self-start">
          {m.change_password()}
        </Button>
      </form>
    </section>
  )
}
