import * as m from '#messages'
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
          {m.home_part_promo_bar()}
        </h2>
        <p className="text-sm text-muted">{m.home_promo_note()}</p>
      </div>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => void form.handleSubmit((input) => save.mutate(input))(event)}
      >
        <InputField
          label={m.home_promo_text()}
          hint={m.home_characters({ count: typed.length, max: PROMO_BAR_MAX })}
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
          {m.home_save_promo()}
        </Button>
      </form>
    </section>
  )
}
