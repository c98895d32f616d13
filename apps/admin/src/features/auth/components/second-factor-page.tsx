import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useNavigate, useSearchParams } from 'react-router'
import type { z } from 'zod'
import { SecondFactorCodeSchema, verifySecondFactor } from '@store/contract/admin/auth'
import { callApi } from '@/lib/api-client'
import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/field'
import { AuthFrame } from '@/components/auth-frame'
import { sessionQuery } from '@/api/get-staff-session'
import { safeReturnPath } from '../utils/return-path'

type CodeInput = z.input<typeof SecondFactorCodeSchema>

export function SecondFactorPage() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const queryClient = useQueryClient()
  const form = useForm<CodeInput>({
    resolver: zodResolver(SecondFactorCodeSchema),
    defaultValues: { code: '' },
  })
  const verify = useMutation({
    mutationFn: (input: CodeInput) => callApi(verifySecondFactor, input),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(sessionQuery.queryKey, data)
      void navigate(safeReturnPath(params.get('next')))
    },
  })
  return (
    <AuthFrame title="Two-step sign-in">
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => void form.handleSubmit((input) => verify.mutate(input))(event)}
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
