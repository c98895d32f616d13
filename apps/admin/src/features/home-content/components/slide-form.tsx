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
      <SelectField label="Slide type" error={errors.slider_type} {...form.register('slider_type')}>
        <option value="IMAGE">Image</option>
        <option value="YOUTUBE">YouTube video</option>
      </SelectField>
      <TranslatedField
        form={form}
        label="Title"
        english="title"
        bahasa="title_bahasa"
        hint="Read by screen readers and shown as the image's description."
      />
      <ImageField control={form.control} name="media_url" label="Desktop image" />
      <ImageField control={form.control} name="media_url_mobile" label="Mobile image" />
      {type === 'YOUTUBE' ? (
        <InputField
          label="YouTube video"
          hint="The video's id or its address, such as https://youtu.be/aqz-KE-bpKQ. The images show until it plays."
          spellCheck={false}
          error={errors.youtube_video}
          {...form.register('youtube_video')}
        />
      ) : (
        <>
          <InputField
            label="Link (optional)"
            hint="A page of the shop, such as /products?sale=1, or an https address."
            spellCheck={false}
            error={errors.href_url}
            {...form.register('href_url')}
          />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4" {...form.register('open_new_tab')} />
            Open the link in a new tab
          </label>
        </>
      )}
      <Button type="submit" busy={create.isPending || update.isPending} className="self-start">
        {slide ? 'Save the slide' : 'Add the slide'}
      </Button>
    </form>
  )
}
