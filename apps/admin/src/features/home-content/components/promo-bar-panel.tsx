import * as m from '#messages'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { PROMO_BAR_MAX, PromoBarSchema } from '@store/contract/admin/home-content'
import { Button } from '@/components/ui/button'
import { TranslatedField } from '@/components/translated-field/translated-field'
import { useUnsavedChanges } from '@/lib/use-unsaved-changes'
import { useUpdatePromoBar } from '../api/update-promo-bar'

type Input = z.input<typeof PromoBarSchema>
type Output = z.output<typeof PromoBarSchema>

const strip =
  'rounded-md bg-ink px-3 py-2.5 text-center text-[11px] font-medium tracking-[0.22em] text-white'

/** The strip above every page of the shop, in each of its languages; it links to the sale. */
export function PromoBarPanel({ text, bahasa }: { text: string; bahasa: string }) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(PromoBarSchema),
    values: { promo_bar_text: text, promo_bar_text_bahasa: bahasa },
  })
  useUnsavedChanges(form.formState.isDirty)
  const save = useUpdatePromoBar()
  const typed = form.watch('promo_bar_text')
  const typedBahasa = form.watch('promo_bar_text_bahasa') ?? ''
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
        <TranslatedField
          form={form}
          label={m.home_promo_text()}
          english="promo_bar_text"
          bahasa="promo_bar_text_bahasa"
          hint={m.home_characters_each({
            english: typed.length,
            bahasa: typedBahasa.length,
            max: PROMO_BAR_MAX,
          })}
        />
        <div aria-hidden="true" className="flex flex-col gap-2">
          <p lang="en" className={strip}>
            {typed || ' '}
          </p>
          <p lang="id" className={strip}>
            {typedBahasa || typed || ' '}
          </p>
        </div>
        <Button type="submit" busy={save.isPending} className="self-start">
          {m.home_save_promo()}
        </Button>
      </form>
    </section>
  )
}
