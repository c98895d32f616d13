import * as m from '#messages'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { HashtagSectionSchema } from '@store/contract/admin/hashtag-gallery'
import { Button } from '@/components/ui/button'
import { InputField, TextAreaField } from '@/components/ui/field'
import { useUnsavedChanges } from '@/lib/use-unsaved-changes'
import { useUpdateHashtagSection } from '../api/update-hashtag-section'

type Input = z.input<typeof HashtagSectionSchema>
type Output = z.output<typeof HashtagSectionSchema>

/** The title and description above the gallery on the home and /hashtag. */
export function HashtagSectionForm({ title, description }: { title: string; description: string }) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(HashtagSectionSchema),
    values: { hashtag_title: title, hashtag_description: description },
  })
  useUnsavedChanges(form.formState.isDirty)
  const save = useUpdateHashtagSection()
  const { errors } = form.formState
  return (
    <form
      noValidate
      aria-label={m.home_hashtag_section()}
      className="flex max-w-2xl flex-col gap-4"
      onSubmit={(event) => void form.handleSubmit((input) => save.mutate(input))(event)}
    >
      <InputField
        label={m.home_title()}
        error={errors.hashtag_title}
        {...form.register('hashtag_title')}
      />
      <TextAreaField
        label={m.home_description()}
        error={errors.hashtag_description}
        {...form.register('hashtag_description')}
      />
      <Button type="submit" busy={save.isPending} className="self-start">
        {m.home_save_title()}
      </Button>
    </form>
  )
}
