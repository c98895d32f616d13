import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { CategoryFieldsSchema } from '@store/contract/admin/categories'
import type { AdminCategory, CategoryFieldsInput } from '@store/contract/admin/categories'
import { Button } from '@/components/ui/button'
import { InputField } from '@/components/ui/field'
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
      cover_image_url: category?.cover_image_url ?? '',
      cover_text: category?.cover_text ?? '',
    },
  })
  const create = useCreateCategory()
  const update = useUpdateCategory()
  const { errors } = form.formState
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
      <InputField label="Name" autoComplete="off" error={errors.name} {...form.register('name')} />
      <CoverFields
        control={form.control}
        textField={form.register('cover_text')}
        textError={errors.cover_text}
      />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={create.isPending || update.isPending}>
          {category ? 'Save category' : 'Create category'}
        </Button>
      </div>
    </form>
  )
}
