import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { PROMO_BAR_MAX, PromoBarSchema } from '@store/contract/admin/home-content'
import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/field'
import { useUnsavedChanges } from '@/lib/use-unsaved-changes'
import { useUpdatePromoBar } from '../api/update-promo-bar'

type Input = z.input<typeof PromoBarSchema>
type Output = z.output<typeof PromoBarSchema>

/** The strip above every page of the shop; it links to the sale. */
export function PromoBarPanel({ text }: { text: string }) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(PromoBarSchema),
    values: { promo_bar_text: text },
  })
  useUnsavedChanges(form.formState.isDirty)
  const save = useUpdatePromoBar()
  const typed = form.watch('promo_bar_text')
  return (
    <section aria-labelledby="promo-heading" className="flex max-w-2xl flex-col gap-4">
      <div>
        <h2 id="promo-heading" className="text-lg font-semibold">
          Promo bar
        </h2>
        <p className="text-sm text-muted">
          Shown above the header on every page and linked to the sale. Shoppers see a change on
          their next page.
        </p>
      </div>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => void form.handleSubmit((input) => save.mutate(input))(event)}
      >
        <InputField
          label="Promo bar text"
          hint={`${typed.length} of ${PROMO_BAR_MAX} characters.`}
          maxLength={PROMO_BAR_MAX + 20}
          error={form.formState.errors.promo_bar_text}
          {...form.register('promo_bar_text')}
        />
        <p
          aria-hidden="true"
          className="rounded-md bg-ink px-3 py-2.5 text-center text-[11px] font-medium tracking-[0.22em] text-white"
        >
          {typed || ' '}
        </p>
        <Button type="submit" busy={save.isPending} className="self-start">
          Save the promo bar
        </Button>
      </form>
    </section>
  )
}
