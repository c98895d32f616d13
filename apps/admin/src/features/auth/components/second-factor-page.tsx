import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate, useSearchParams } from 'react-router'
import { SecondFactorCodeSchema } from '@store/contract/admin/auth'
import { AuthFrame } from '@/components/auth-frame'
import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/field'
import { useVerifySecondFactor } from '../api/verify-second-factor'
import type { SecondFactorInput } from '../api/verify-second-factor'
import { safeReturnPath } from '../utils/return-path'

export function SecondFactorPage() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const form = useForm<SecondFactorInput>({
    resolver: zodResolver(SecondFactorCodeSchema),
    defaultValues: { code: '' },
  })
  const verify = useVerifySecondFactor()
  const submit = (input: SecondFactorInput) =>
    verify.mutate(input, { onSuccess: () => void navigate(safeReturnPath(params.get('next'))) })
  return (
    <AuthFrame title="Two-step sign-in">
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
      >
        <InputField
          label="Code from your authenticator app"
          hint="Or one of your recovery codes."
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
          Continue
        </Button>
      </form>
    </AuthFrame>
  )
}
