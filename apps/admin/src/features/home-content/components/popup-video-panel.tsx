import * as m from '#messages'
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
          {m.home_part_popup()}
        </h2>
        <p className="text-sm text-muted">{m.home_popup_note()}</p>
      </div>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => void form.handleSubmit((input) => save.mutate(input))(event)}
      >
        <ImageField
          control={form.control}
          name="popup_image_desktop"
          label={m.home_popup_image()}
          hint={m.home_popup_image_hint()}
          optional
        />
        <InputField
          label={m.home_video()}
          hint={m.home_video_hint()}
          spellCheck={false}
          error={errors.home_video}
          {...form.register('home_video')}
        />
        <Button type="submit" busy={save.isPending} className="self-start">
          {m.home_save_popup()}
        </Button>
      </form>
    </section>
  )
}
