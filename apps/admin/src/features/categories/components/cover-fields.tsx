import * as m from '#messages'
import type { Control, Path, UseFormReturn } from 'react-hook-form'
import { ImageField } from '@/components/media/image-field'
import { TranslatedField } from '@/components/translated-field/translated-field'

interface CoverValues {
  cover_image_url: string
  cover_text: string
  cover_text_bahasa?: string
}

interface CoverFieldsProps<T extends CoverValues> {
  form: UseFormReturn<T>
  /** A sub-category's cover may be left empty. */
  optional?: boolean
}

/** The cover image, uploaded or given as a site path or https address, and its text in both languages. */
export function CoverFields<T extends CoverValues>({ form, optional }: CoverFieldsProps<T>) {
  return (
    <div className="flex flex-col gap-4">
      <ImageField
        control={form.control as unknown as Control<CoverValues>}
        name="cover_image_url"
        label={m.categories_cover_image()}
        hint={m.categories_cover_hint()}
        optional={optional}
      />
      <TranslatedField
        form={form}
        label={m.categories_cover_text()}
        english={'cover_text' as Path<T>}
        bahasa={'cover_text_bahasa' as Path<T>}
        multiline
        hint={m.categories_cover_text_hint()}
      />
    </div>
  )
}
