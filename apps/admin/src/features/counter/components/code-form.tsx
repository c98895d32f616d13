import * as m from '#messages'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { CounterCodeInputSchema } from '@store/contract/admin/counter'
import type { CounterCodeInput } from '@store/contract/admin/counter'
import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/field'

/** The code typed from the buyer's mail or phone, when there is no QR to scan. */
export function CodeForm({ busy, onFind }: { busy: boolean; onFind: (code: string) => void }) {
  const form = useForm<CounterCodeInput>({
    resolver: zodResolver(CounterCodeInputSchema),
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
        hint={m.counter_code_hint()}
        // The schema has one message, the contract's English; its words come from the catalogue.
        error={form.formState.errors.code && { message: m.counter_unreadable() }}
        {...form.register('code')}
      />
      <Button type="submit" variant="secondary" busy={busy} className="min-h-12 w-full text-base">
        {m.counter_find_order()}
      </Button>
    </form>
  )
}
