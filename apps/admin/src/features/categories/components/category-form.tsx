import * as m from '#messages'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { CategoryFieldsSchema } from '@store/contract/admin/categories'
import type { AdminCategory, CategoryFieldsInput } from '@store/contract/admin/categories'
import { Button } from '@/components/ui/button'
import { TranslatedField } from '@/components/translated-field/translated-field'
import { useCreateCategory } from '../api/create-category'
import { useUpdateCategory } from '../api/update-category'
import { CoverFields } from './cover-fields'

/** Create a category, or rename one and change its cover. */
export function CategoryForm({
  category,
  onDone,
}: {
  category?: AdminCategory
  onDone: () => void
}) {
  const form = useForm<CategoryFieldsInput>({
    resolver: zodResolver(CategoryFieldsSchema),
    defaultValues: {
      name: category?.name ?? '',
      name_bahasa: category?.name_bahasa ?? '',
      cover_image_url: category?.cover_image_url ?? '',
      cover_text: category?.cover_text ?? '',
      cover_text_bahasa: category?.cover_text_bahasa ?? '',
    },
  })
  const create = useCreateCategory()
  const update = useUpdateCategory()
  const submit = (input: CategoryFieldsInput) => {
    const done = {
      onSuccess: ({ message }: { message: string }) => {
        toast.success(message)
        onDone()
      },
      onError: (error: Error) => toast.error(error.message),
    }
    if (category) update.mutate({ ...input, id: category.id }, done)
    else create.mutate(input, done)
  }
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => void form.handleSubmit(submit)(e)}
    >
      <TranslatedField form={form} label={m.name()} english="name" bahasa="name_bahasa" />
      <CoverFields form={form} />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          {m.categories_cancel()}
        </Button>
        <Button type="submit" busy={create.isPending || update.isPending}>
          {category ? m.categories_save() : m.categories_create()}
        </Button>
      </div>
    </form>
  )
}
