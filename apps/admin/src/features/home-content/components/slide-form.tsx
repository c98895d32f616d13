import * as m from '#messages'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { SlideInputSchema } from '@store/contract/admin/home-content'
import type { AdminSlide } from '@store/contract/admin/home-content'
import { ImageField } from '@/components/media/image-field'
import { TranslatedField } from '@/components/translated-field/translated-field'
import { Button } from '@/components/ui/button'
import { InputField, SelectField } from '@/components/ui/field'
import { useUnsavedChanges } from '@/lib/use-unsaved-changes'
import { useCreateSlide } from '../api/create-slide'
import { useUpdateSlide } from '../api/update-slide'

type SlideFormInput = z.input<typeof SlideInputSchema>
type SlideFormOutput = z.output<typeof SlideInputSchema>

const EMPTY: SlideFormInput = {
  slider_type: 'IMAGE',
  title: '',
  title_bahasa: '',
  media_url: '',
  media_url_mobile: '',
  href_url: '',
  open_new_tab: false,
  youtube_video: '',
}

const valuesOf = (slide: AdminSlide): SlideFormInput => ({
  slider_type: slide.slider_type,
  title: slide.title,
  title_bahasa: slide.title_bahasa,
  media_url: slide.media_url,
  media_url_mobile: slide.media_url_mobile,
  href_url: slide.href_url,
  open_new_tab: slide.open_new_tab,
  youtube_video: slide.youtube_video_id,
})

/** Adds a slide, or edits `slide`: its images, link, and for a YOUTUBE slide its video. */
export function SlideForm({ slide, onDone }: { slide?: AdminSlide; onDone: () => void }) {
  const form = useForm<SlideFormInput, unknown, SlideFormOutput>({
    resolver: zodResolver(SlideInputSchema),
    defaultValues: slide ? valuesOf(slide) : EMPTY,
  })
  useUnsavedChanges(form.formState.isDirty)
  const create = useCreateSlide({ onSaved: onDone })
  const update = useUpdateSlide({ onSaved: onDone })
  const { errors } = form.formState
  const type = form.watch('slider_type')
  const save = (input: SlideFormOutput) =>
    slide ? update.mutate({ id: slide.id, ...input }) : create.mutate(input)
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => void form.handleSubmit(save)(event)}
    >
      <SelectField
        label={m.home_slide_type()}
        error={errors.slider_type}
        {...form.register('slider_type')}
      >
        <option value="IMAGE">{m.home_image()}</option>
        <option value="YOUTUBE">{m.home_youtube_video()}</option>
      </SelectField>
      <TranslatedField
        form={form}
        label={m.home_title()}
        english="title"
        bahasa="title_bahasa"
        hint={m.home_slide_title_hint()}
      />
      <ImageField control={form.control} name="media_url" label={m.home_desktop_image()} />
      <ImageField control={form.control} name="media_url_mobile" label={m.home_mobile_image()} />
      {type === 'YOUTUBE' ? (
        <InputField
          label={m.home_youtube_video()}
          hint={m.home_youtube_hint()}
          spellCheck={false}
          error={errors.youtube_video}
          {...form.register('youtube_video')}
        />
      ) : (
        <>
          <InputField
            label={m.home_link_optional()}
            hint={m.home_link_hint()}
            spellCheck={false}
            error={errors.href_url}
            {...form.register('href_url')}
          />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4" {...form.register('open_new_tab')} />
            {m.home_new_tab_option()}
          </label>
        </>
      )}
      <Button type="submit" busy={create.isPending || update.isPending} className="self-start">
        {slide ? m.home_save_slide() : m.home_add_slide_submit()}
      </Button>
    </form>
  )
}
