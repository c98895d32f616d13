import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useNavigate, useSearchParams } from 'react-router'
import { StaffSignInSchema, staffSignIn } from '@store/contract/admin/auth'
import type { StaffSignInInput } from '@store/contract/admin/auth'
import { callApi } from '@/lib/api-client'
import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/field'
import { sessionQuery } from '@/api/get-staff-session'
import { AuthFrame } from '@/components/auth-frame'
import { safeReturnPath } from '../utils/return-path'

export function SignInPage() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const queryClient = useQueryClient()
  const form = useForm<StaffSignInInput>({
    resolver: zodResolver(StaffSignInSchema),
    defaultValues: { email: '', password: '' },
  })
  const signIn = useMutation({
    mutationFn: (input: StaffSignInInput) => callApi(staffSignIn, input),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(sessionQuery.queryKey, data)
      const next = safeReturnPath(params.get('next'))
      if (data.second_factor === 'VERIFY')
        void navigate(`/second-factor?next=${encodeURIComponent(next)}`)
      else if (data.second_factor === 'ENROL') void navigate('/account?enrol=1')
      else void navigate(next)
    },
  })
  const { errors } = form.formState
  return (
    <AuthFrame title="Sign in to the back office">
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => void form.handleSubmit((input) => signIn.mutate(input))(event)}
      >
        <InputField
          label="E-mail"
          type="email"
          autoComplete="username"
          error={errors.email}
          {...form.register('email')}
        />
        <InputField
          label="Password"
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
          Sign in
        </Button>
      </form>
    </AuthFrame>
  )
}
