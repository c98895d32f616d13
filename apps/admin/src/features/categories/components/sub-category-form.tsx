import * as m from '#messages'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { SubCategoryFieldsSchema } from '@store/contract/admin/categories'
import type { AdminSubCategory, SubCategoryFieldsInput } from '@store/contract/admin/categories'
import { Button } from '@/components/ui/button'
import { TranslatedField } from '@/components/translated-field/translated-field'
import { useCreateSubCategory } from '../api/create-sub-category'
import { useUpdateSubCategory } from '../api/update-sub-category'
import { CoverFields } from './cover-fields'

interface SubFormProps {
  categoryId: number
  sub?: AdminSubCategory
  onDone: () => void
}

/** Create a sub-category, or rename one; it may show its own cover instead of its category's. */
export function SubCategoryForm({ categoryId, sub, onDone }: SubFormProps) {
  const form = useForm<SubCategoryFieldsInput>({
    resolver: zodResolver(SubCategoryFieldsSchema),
    defaultValues: {
      name: sub?.name ?? '',
      name_bahasa: sub?.name_bahasa ?? '',
      show_cover: sub?.show_cover ?? false,
      cover_image_url: sub?.cover_image_url ?? '',
      cover_text: sub?.cover_text ?? '',
      cover_text_bahasa: sub?.cover_text_bahasa ?? '',
    },
  })
  const create = useCreateSubCategory()
  const update = useUpdateSubCategory()
  const submit = (input: SubCategoryFieldsInput) => {
    const done = {
      onSuccess: ({ message }: { message: string }) => {
        toast.success(message)
        onDone()
      },
      onError: (error: Error) => toast.error(error.message),
    }
    if (sub) update.mutate({ ...input, id: sub.id }, done)
    else create.mutate({ ...input, category_id: categoryId }, done)
  }
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => void form.handleSubmit(submit)(e)}
    >
      <TranslatedField form={form} label={m.name()} english="name" bahasa="name_bahasa" />
      <label className="flex items-start gap-3 text-sm">
        <input type="checkbox" className="mt-0.5 size-4" {...form.register('show_cover')} />
        <span>
          <span className="font-medium">{m.categories_show_cover()}</span>
          <span className="block text-muted">{m.categories_show_cover_hint()}</span>
        </span>
      </label>
      <CoverFields form={form} optional />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          {m.categories_cancel()}
        </Button>
        <Button type="submit" busy={create.isPending || update.isPending}>
          {sub ? m.categories_save_sub() : m.categories_create_sub()}
        </Button>
      </div>
    </form>
  )
}
