import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { SecondFactorCodeSchema } from '@store/contract/admin/auth'
import * as m from '#messages'
import { AuthFrame } from '@/components/auth-frame'
import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/field'
import { AdminApiError } from '@/lib/api-client'
import { useVerifySecondFactor } from '../api/verify-second-factor'
import type { SecondFactorInput } from '../api/verify-second-factor'
import { safeReturnPath } from '../utils/return-path'

export function SecondFactorPage() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const next = safeReturnPath(params.get('next'))
  const form = useForm<SecondFactorInput>({
    resolver: zodResolver(SecondFactorCodeSchema),
    defaultValues: { code: '' },
  })
  const verify = useVerifySecondFactor()
  const submit = (input: SecondFactorInput) =>
    verify.mutate(input, { onSuccess: () => void navigate(next) })
  // Too many wrong codes end the half-signed-in session: only a new sign-in goes on.
  if (verify.error instanceof AdminApiError && verify.error.status === 401)
    return (
      <AuthFrame title={m.two_step_sign_in()}>
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-danger">
          {verify.error.message}
        </p>
        <Link
          to={`/sign-in?next=${encodeURIComponent(next)}`}
          className="mt-4 inline-flex min-h-10 w-full items-center justify-center rounded-md bg-ink px-4 py-2 text-sm font-medium text-white hover:bg-stone-800"
        >
          {m.sign_in_again()}
        </Link>
      </AuthFrame>
    )
  return (
    <AuthFrame title={m.two_step_sign_in()}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
      >
        <InputField
          label={m.authenticator_code()}
          hint={m.or_recovery_code()}
          inputMode="text"
          autoComplete="one-time-code"
          error={form.formState.errors.code}
          {...form.register('code')}
        />
        {verify.error && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-danger">
            {verify.error.message}
          </p>
        )}
        <Button type="submit" busy={verify.isPending}>
          {m.continue_action()}
        </Button>
      </form>
    </AuthFrame>
  )
}
