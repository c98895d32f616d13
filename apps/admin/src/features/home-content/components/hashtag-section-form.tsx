import * as m from '#messages'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import type { HomeContent } from '@store/contract/admin/home-content'
import { HashtagSectionSchema } from '@store/contract/admin/hashtag-gallery'
import { Button } from '@/components/ui/button'
import { TranslatedField } from '@/components/translated-field/translated-field'
import { useUnsavedChanges } from '@/lib/use-unsaved-changes'
import { useUpdateHashtagSection } from '../api/update-hashtag-section'

type Input = z.input<typeof HashtagSectionSchema>
type Output = z.output<typeof HashtagSectionSchema>
type Texts = Pick<HomeContent, keyof Input>

/** The title and description above the gallery on the home and /hashtag, in both languages. */
export function HashtagSectionForm({ texts }: { texts: Texts }) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(HashtagSectionSchema),
    values: {
      hashtag_title: texts.hashtag_title,
      hashtag_title_bahasa: texts.hashtag_title_bahasa,
      hashtag_description: texts.hashtag_description,
      hashtag_description_bahasa: texts.hashtag_description_bahasa,
    },
  })
  useUnsavedChanges(form.formState.isDirty)
  const save = useUpdateHashtagSection()
  return (
    <form
      noValidate
      aria-label={m.home_hashtag_section()}
      className="flex max-w-2xl flex-col gap-4"
      onSubmit={(event) => void form.handleSubmit((input) => save.mutate(input))(event)}
    >
      <TranslatedField
        form={form}
        label={m.home_title()}
        english="hashtag_title"
        bahasa="hashtag_title_bahasa"
      />
      <TranslatedField
        form={form}
        label={m.home_description()}
        english="hashtag_description"
        bahasa="hashtag_description_bahasa"
        multiline
      />
      <Button type="submit" busy={save.isPending} className="self-start">
        {m.home_save_title()}
      </Button>
    </form>
  )
}
