import type { Control, FieldError, UseFormRegisterReturn } from 'react-hook-form'
import { ImageField } from '@/components/media/image-field'
import { TextAreaField } from '@/components/ui/field'

interface CoverValues {
  cover_image_url: string
  cover_text: string
}

interface CoverFieldsProps<T extends CoverValues> {
  control: Control<T>
  textField: UseFormRegisterReturn
  textError?: FieldError
  /** A sub-category's cover may be left empty. */
  optional?: boolean
}

/** The cover image, uploaded or given as a site path or https address, and its text. */
export function CoverFields<T extends CoverValues>({
  control,
  textField,
  textError,
  optional,
}: CoverFieldsProps<T>) {
  return (
    <div className="flex flex-col gap-4">
      <ImageField
        control={control as unknown as Control<CoverValues>}
        name="cover_image_url"
        label="Cover image"
        hint="A path from the media library (/media/…) or an https:// address."
        optional={optional}
      />
      <TextAreaField
        label="Cover text"
        hint="Up to 300 characters."
        error={textError}
        {...textField}
      />
    </div>
  )
}
