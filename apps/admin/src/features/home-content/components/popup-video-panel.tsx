import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { PopupVideoSchema } from '@store/contract/admin/home-content'
import type { HomeContent } from '@store/contract/admin/home-content'
import { ImageField } from '@/components/media/image-field'
import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/field'
import { useUnsavedChanges } from '@/lib/use-unsaved-changes'
import { useUpdatePopupVideo } from '../api/update-popup-video'

type Input = z.input<typeof PopupVideoSchema>
type Output = z.output<typeof PopupVideoSchema>

/** The desktop popup (docs/decisions/033: phones never get one) and the home video. */
export function PopupVideoPanel({ content }: { content: HomeContent }) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(PopupVideoSchema),
    values: { popup_image_desktop: content.popup_image_desktop, home_video: content.home_video },
  })
  useUnsavedChanges(form.formState.isDirty)
  const save = useUpdatePopupVideo()
  const { errors } = form.formState
  return (
    <section aria-labelledby="popup-heading" className="flex max-w-2xl flex-col gap-4">
      <div>
        <h2 id="popup-heading" className="text-lg font-semibold">
          Popup and video
        </h2>
        <p className="text-sm text-muted">
          The popup opens 2 seconds after the home loads, once per visit, on computer screens only:
          phones keep their offers in the slider and the sections.
        </p>
      </div>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => void form.handleSubmit((input) => save.mutate(input))(event)}
      >
        <ImageField
          control={form.control}
          name="popup_image_desktop"
          label="Popup image (desktop)"
          hint="A file of this site, such as /media/banners/popup.jpg. Leave empty for no popup."
          optional
        />
        <InputField
          label="Home video"
          hint="A YouTube video id or address. Leave empty for none."
          spellCheck={false}
          error={errors.home_video}
          {...form.register('home_video')}
        />
        <Button type="submit" busy={save.isPending} className="self-start">
          Save popup and video
        </Button>
      </form>
    </section>
  )
}
