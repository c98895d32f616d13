import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { SecondFactorCodeSchema } from '@store/contract/admin/auth'
import * as m from '#messages'
import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/field'
import { useConfirmTwoStep } from '../api/confirm-two-step'
import type { CodeInput } from '../api/confirm-two-step'
import { useStartTwoStep } from '../api/start-two-step'
import { RecoveryCodes } from './recovery-codes'

const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim()
const showError = (error: Error) => toast.error(error.message)

/** Scan or type the key, confirm with the app's code, then keep the ten recovery codes. */
export function TwoStepSetup({ autoStart }: { autoStart: boolean }) {
  const [codes, setCodes] = useState<string[] | null>(null)
  const start = useStartTwoStep()
  const form = useForm<CodeInput>({
    resolver: zodResolver(SecondFactorCodeSchema),
    defaultValues: { code: '' },
  })
  const confirm = useConfirmTwoStep()
  const submit = (input: CodeInput) =>
    confirm.mutate(input, {
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
    begin(undefined, { onError: showError })
  }, [autoStart, begin])

  if (codes) return <RecoveryCodes codes={codes} />
  if (!start.data)
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm">{m.two_step_off_text()}</p>
        <Button
          className="self-start"
          busy={start.isPending}
          onClick={() => begin(undefined, { onError: showError })}
        >
          {m.two_step_set_up()}
        </Button>
      </div>
    )
  const { qr_code: qr, secret } = start.data.data
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">{m.two_step_scan()}</p>
      <img
        src={qr}
        alt={m.two_step_qr_alt()}
        width={176}
        height={176}
        className="rounded-md border border-line bg-white p-2"
      />
      <p className="text-sm">
        {m.two_step_type_key()}{' '}
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
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
      >
        <InputField
          label={m.code_from_app()}
          hint={m.code_from_app_hint()}
          inputMode="numeric"
          autoComplete="one-time-code"
          error={form.formState.errors.code ?? (confirm.error ? confirm.error : undefined)}
          {...form.register('code')}
        />
        <Button type="submit" busy={confirm.isPending} className="self-start">
          {m.two_step_turn_on()}
        </Button>
      </form>
    </div>
  )
}
