import * as m from '#messages'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { HashtagImageInputSchema } from '@store/contract/admin/hashtag-gallery'
import type { AdminHashtagImage } from '@store/contract/admin/home-content'
import { ImageField } from '@/components/media/image-field'
import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/field'
import { useCreateHashtagImage } from '../api/create-hashtag-image'
import { useUpdateHashtagImage } from '../api/update-hashtag-image'

type Input = z.input<typeof HashtagImageInputSchema>
type Output = z.output<typeof HashtagImageInputSchema>

export function HashtagImageForm({
  image,
  onDone,
}: {
  image?: AdminHashtagImage
  onDone: () => void
}) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(HashtagImageInputSchema),
    defaultValues: { image_url: image?.image_url ?? '', ig_url: image?.ig_url ?? '' },
  })
  const create = useCreateHashtagImage({ onSaved: onDone })
  const update = useUpdateHashtagImage({ onSaved: onDone })
  const save = (input: Output) =>
    image ? update.mutate({ id: image.id, ...input }) : create.mutate(input)
  const { errors } = form.formState
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => void form.handleSubmit(save)(event)}
    >
      <ImageField control={form.control} name="image_url" label={m.home_image()} />
      <InputField
        label={m.home_instagram_link()}
        hint={m.home_instagram_hint()}
        spellCheck={false}
        error={errors.ig_url}
        {...form.register('ig_url')}
      />
      <Button type="submit" busy={create.isPending || update.isPending} className="self-start">
        {image ? m.home_save_image() : m.home_add_image_submit()}
      </Button>
    </form>
  )
}
