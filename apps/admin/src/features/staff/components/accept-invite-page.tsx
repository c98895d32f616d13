import * as m from '#messages'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Link, useNavigate, useSearchParams } from 'react-router'
import type { z } from 'zod'
import { AcceptInviteSchema } from '@store/contract/admin/staff'
import type { AcceptInviteInput } from '@store/contract/admin/staff'
import { AuthFrame } from '@/components/auth-frame'
import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/field'
import { roleName } from '@/i18n/role-names'
import { useAcceptInvite } from '../api/accept-staff-invite'
import { useStaffInvite } from '../api/get-staff-invite'

/** The invitation's link: choose a password, then straight into the back office. */
export function AcceptInvitePage() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const navigate = useNavigate()
  const invite = useStaffInvite(token)
  const form = useForm<AcceptInviteInput, unknown, z.output<typeof AcceptInviteSchema>>({
    resolver: zodResolver(AcceptInviteSchema),
    defaultValues: { token, password: '', password_conf: '' },
  })
  const accept = useAcceptInvite()
  const submit = (input: AcceptInviteInput) =>
    accept.mutate(input, {
      onSuccess: ({ data }) =>
        void navigate(data.second_factor === 'ENROL' ? '/account?enrol=1' : '/'),
    })
  if (invite.isPending)
    return (
      <AuthFrame title={m.staff_your_invitation()}>
        <p role="status" className="text-sm text-muted">
          {m.staff_reading_invitation()}
        </p>
      </AuthFrame>
    )
  if (invite.error)
    return (
      <AuthFrame title={m.staff_your_invitation()}>
        <p role="alert" className="mb-4 rounded-md bg-red-50 px-3 py-2 text-sm text-danger">
          {invite.error.message}
        </p>
        <Link to="/sign-in" className="text-sm underline">
          {m.staff_go_to_sign_in()}
        </Link>
      </AuthFrame>
    )
  const { errors } = form.formState
  return (
    <AuthFrame title={m.staff_welcome({ name: invite.data.name })}>
      <p className="mb-5 text-sm text-muted">
        {m.staff_choose_password_for()}{' '}
        <span className="break-all text-ink">{invite.data.email}</span> (
        {roleName(invite.data.role)}).
      </p>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
      >
        <input type="hidden" autoComplete="username" value={invite.data.email} readOnly />
        <InputField
          label={m.new_password()}
          type="password"
          autoComplete="new-password"
          hint={m.password_length_hint()}
          error={errors.password ?? errors.token}
          {...form.register('password')}
        />
        <InputField
          label={m.new_password_again()}
          type="password"
          autoComplete="new-password"
          error={errors.password_conf}
          {...form.register('password_conf')}
        />
        {accept.error && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-danger">
            {accept.error.message}
          </p>
        )}
        <Button type="submit" busy={accept.isPending}>
          {m.staff_set_password_sign_in()}
        </Button>
      </form>
    </AuthFrame>
  )
}
