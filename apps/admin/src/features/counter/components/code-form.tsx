import * as m from '#messages'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/field'
import { CounterTextSchema } from '../utils/read-code'

/** The code typed from the buyer's mail or phone, or a return's reference, when there is no QR to scan. */
export function CodeForm({ busy, onFind }: { busy: boolean; onFind: (code: string) => void }) {
  const form = useForm<z.input<typeof CounterTextSchema>>({
    resolver: zodResolver(CounterTextSchema),
    defaultValues: { code: '' },
  })
  return (
    <form
      noValidate
      aria-label={m.counter_type_code()}
      className="flex flex-col gap-3"
      onSubmit={(event) => void form.handleSubmit(({ code }) => onFind(code))(event)}
    >
      <InputField
        label={m.pickup_code()}
        inputMode="text"
        autoComplete="off"
        autoCapitalize="characters"
        hint={`${m.counter_code_hint()} ${m.returns_counter_hint()}`}
        error={form.formState.errors.code}
        {...form.register('code')}
      />
      <Button type="submit" variant="secondary" busy={busy} className="min-h-12 w-full text-base">
        {m.counter_find_order()}
      </Button>
    </form>
  )
}
