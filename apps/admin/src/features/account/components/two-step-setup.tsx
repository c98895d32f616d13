import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'
import { SecondFactorCodeSchema } from '@store/contract/admin/auth'
import { confirmTwoStep, startTwoStep } from '@store/contract/admin/two-step'
import { callApi } from '@/lib/api-client'
import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/field'
import { sessionQuery } from '@/api/get-staff-session'

type CodeInput = z.input<typeof SecondFactorCodeSchema>
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim()

/** Scan or type the key, confirm with the app's code, then keep the ten recovery codes. */
export function TwoStepSetup({ autoStart }: { autoStart: boolean }) {
  const queryClient = useQueryClient()
  const [codes, setCodes] = useState<string[] | null>(null)
  const start = useMutation({
    mutationFn: () => callApi(startTwoStep, {}),
    onError: (error) => toast.error(error.message),
  })
  const form = useForm<CodeInput>({
    resolver: zodResolver(SecondFactorCodeSchema),
    defaultValues: { code: '' },
  })
  const confirm = useMutation({
    mutationFn: (input: CodeInput) => callApi(confirmTwoStep, input),
    onSuccess: ({ data, message }) => {
      setCodes(data.recovery_codes)
      toast.success(message)
    },
  })
  // One key per visit: a second start would replace the key the QR code shows.
  const started = useRef(false)
  const { mutate: begin } = start
  useEffect(() => {
    if (!autoStart || started.current) return
    started.current = true
    begin()
  }, [autoStart, begin])

  if (codes)
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm">
          Two-step sign-in is on. These ten recovery codes each sign you in once if your phone is
          lost. <strong>They are shown only now:</strong> print them or keep them in a password
          manager.
        </p>
        <ol
          aria-label="Recovery codes"
          className="grid grid-cols-2 gap-2 rounded-md border border-line bg-white p-4 font-mono text-sm"
        >
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ol>
        <Button
          className="self-start"
          onClick={() => void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey })}
        >
          I have saved my recovery codes
        </Button>
      </div>
    )
  if (!start.data)
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm">
          It is off. Once on, the back office asks for a 6-digit code from an authenticator app on
          your phone (Google Authenticator, 1Password, Authy…) after your password.
        </p>
        <Button className="self-start" busy={start.isPending} onClick={() => start.mutate()}>
          Set up two-step sign-in
        </Button>
      </div>
    )
  const { qr_code: qr, secret } = start.data.data
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">Open your authenticator app and scan this code.</p>
      <img
        src={qr}
        alt="QR code of the key for your authenticator app"
        width={176}
        height={176}
        className="rounded-md border border-line bg-white p-2"
      />
      <p className="text-sm">
        Can&apos;t scan it? Type this key instead:{' '}
        <code
          data-testid="totp-secret"
          className="rounded bg-stone-100 px-2 py-1 font-mono break-all"
        >
          {grouped(secret)}
        </code>
      </p>
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => void form.handleSubmit((input) => confirm.mutate(input))(event)}
      >
        <InputField
          label="Code from your app"
          hint="The 6 digits the app shows for KAINARA back office."
          inputMode="numeric"
          autoComplete="one-time-code"
          error={form.formState.errors.code ?? (confirm.error ? confirm.error : undefined)}
          {...form.register('code')}
        />
        <Button type="submit" busy={confirm.isPending} className="self-start">
          Turn on two-step sign-in
        </Button>
      </form>
    </div>
  )
}
