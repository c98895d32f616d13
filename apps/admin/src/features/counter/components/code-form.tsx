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
      aria-label="Type the pick-up code"
      className="flex flex-col gap-3"
      onSubmit={(event) => void form.handleSubmit(({ code }) => onFind(code))(event)}
    >
      <InputField
        label="Pick-up code"
        inputMode="text"
        autoComplete="off"
        autoCapitalize="characters"
        hint="6 digits. If two orders share it, add the order number: ORDER #AB12CD34 482913."
        error={form.formState.errors.code}
        {...form.register('code')}
      />
      <Button type="submit" variant="secondary" busy={busy} className="min-h-12 w-full text-base">
        Find the order
      </Button>
    </form>
  )
}
