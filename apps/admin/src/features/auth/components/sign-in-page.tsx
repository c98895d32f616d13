import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate, useSearchParams } from 'react-router'
import { StaffSignInSchema } from '@store/contract/admin/auth'
import type { StaffSignInInput } from '@store/contract/admin/auth'
import * as m from '#messages'
import { AuthFrame } from '@/components/auth-frame'
import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/field'
import { useSignIn } from '../api/sign-in'
import { nextAfterSignIn, safeReturnPath } from '../utils/return-path'

export function SignInPage() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const form = useForm<StaffSignInInput>({
    resolver: zodResolver(StaffSignInSchema),
    defaultValues: { email: '', password: '' },
  })
  const signIn = useSignIn()
  const submit = (input: StaffSignInInput) =>
    signIn.mutate(input, {
      onSuccess: ({ data }) =>
        void navigate(nextAfterSignIn(data.second_factor, safeReturnPath(params.get('next')))),
    })
  const { errors } = form.formState
  return (
    <AuthFrame title={m.sign_in_title()}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
      >
        <InputField
          label={m.email()}
          type="email"
          autoComplete="username"
          error={errors.email}
          {...form.register('email')}
        />
        <InputField
          label={m.password()}
          type="password"
          autoComplete="current-password"
          error={errors.password}
          {...form.register('password')}
        />
        {signIn.error && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-danger">
            {signIn.error.message}
          </p>
        )}
        <Button type="submit" busy={signIn.isPending}>
          {m.sign_in()}
        </Button>
      </form>
    </AuthFrame>
  )
}
