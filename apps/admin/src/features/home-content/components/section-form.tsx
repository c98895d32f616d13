import * as m from '#messages'
import { useEffect } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { HomeSectionInputSchema } from '@store/contract/admin/home-content'
import type { AdminHomeSection } from '@store/contract/admin/home-content'
import { ImageField } from '@/components/media/image-field'
import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/field'
import { TranslatedField } from '@/components/translated-field/translated-field'
import { useUpdateHomeSection } from '../api/update-home-section'

type Input = z.input<typeof HomeSectionInputSchema>
type Output = z.output<typeof HomeSectionInputSchema>

const valuesOf = (section: AdminHomeSection): Input => ({
  ...section,
  title_lines: [0, 1, 2].map((line) => section.title_lines[line] ?? ''),
  title_lines_bahasa: [0, 1, 2].map((line) => section.title_lines_bahasa[line] ?? ''),
})

/** One of the three promotional sections of the home. */
export function SectionForm({
  section,
  onDirty,
}: {
  section: AdminHomeSection
  /** The panel asks before leaving while any of its forms holds changes (one blocker per page). */
  onDirty: (dirty: boolean) => void
}) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(HomeSectionInputSchema),
    values: valuesOf(section),
  })
  const { isDirty } = form.formState
  useEffect(() => onDirty(isDirty), [isDirty, onDirty])
  const save = useUpdateHomeSection()
  const { errors } = form.formState
  const lineError = (errors.title_lines as { message?: string } | undefined) ?? undefined
  return (
    <form
      noValidate
      aria-label={m.home_section_n({ n: section.id })}
      className="flex flex-col gap-4 rounded-lg border border-line bg-white p-4"
      onSubmit={(event) => void form.handleSubmit((input) => save.mutate(input))(event)}
    >
      <h3 className="font-semibold">{m.home_section_n({ n: section.id })}</h3>
      <ImageField control={form.control} name="image_url" label={m.home_desktop_image()} />
      <ImageField control={form.control} name="image_url_mobile" label={m.home_mobile_image()} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{m.home_title_lines()}</legend>
        {[0, 1, 2].map((line) => (
          <TranslatedField
            key={line}
            form={form}
            label={m.home_line_n({ n: line + 1 })}
            english={`title_lines.${line}`}
            bahasa={`title_lines_bahasa.${line}`}
          />
        ))}
        {lineError?.message && (
          <p role="alert" className="text-sm text-danger">
            {lineError.message}
          </p>
        )}
      </fieldset>
      <TranslatedField
        form={form}
        label={m.home_subtitle()}
        english="subtitle"
        bahasa="subtitle_bahasa"
        multiline
      />
      <TranslatedField
        form={form}
        label={m.home_button_text()}
        english="button_text"
        bahasa="button_text_bahasa"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={m.home_button_link()}
          hint={m.home_button_link_hint()}
          spellCheck={false}
          error={errors.url}
          {...form.register('url')}
        />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4" {...form.register('open_new_tab')} />
        {m.home_new_tab_option()}
      </label>
      <Button type="submit" busy={save.isPending} className="self-start">
        {m.home_save_section({ n: section.id })}
      </Button>
    </form>
  )
}
