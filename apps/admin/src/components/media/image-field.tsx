import { useState } from 'react'
import { useController } from 'react-hook-form'
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form'
import { InputField } from '@/components/ui/field'
import { Button } from '@/components/ui/button'
import { ImageUploader } from '@/components/media/image-uploader'
import { previewSrc } from '@/components/media/preview-src'

interface ImageFieldProps<T extends FieldValues> {
  control: Control<T>
  name: FieldPathByValue<T, string>
  /** "Desktop image", "Cover image": the group's name, read before each of its controls. */
  label: string
  /** The field may be left empty: offers "Remove" once it holds an image. */
  optional?: boolean
  hint?: string
}

const previewable = (url: string) => /^\/media\/\S+$/.test(url) || /^https:\/\/\S+\.\S+$/.test(url)

/**
 * An image of a form: what it shows now, an upload through the image
 * pipeline, and the file's address for one already on the site.
 */
export function ImageField<T extends FieldValues>({
  control,
  name,
  label,
  optional = false,
  hint = 'A file of this site, such as /media/banners/sale.jpg.',
}: ImageFieldProps<T>) {
  const { field, fieldState } = useController({ control, name })
  const value = String(field.value ?? '')
  const [broken, setBroken] = useState<string | null>(null)
  const lower = label.toLowerCase()
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr] sm:items-start">
        {/* On a phone an empty field shows only its controls. */}
        <div className={`flex-col gap-2 ${value ? 'flex' : 'hidden sm:flex'}`}>
          <div className="flex h-28 items-center justify-center overflow-hidden rounded-md border border-line bg-stone-100">
            {!previewable(value) ? (
              <span className="px-2 text-center text-xs text-muted">
                {value ? 'No preview' : 'No image yet'}
              </span>
            ) : broken === value ? (
              <p className="p-3 text-center text-xs text-danger">
                This image could not be loaded. Check the address.
              </p>
            ) : (
              <img
                src={previewSrc(value)}
                alt={`Preview: ${lower}`}
                className="h-full w-full object-contain"
                onError={() => setBroken(value)}
              />
            )}
          </div>
          {optional && value !== '' && (
            <Button variant="secondary" onClick={() => field.onChange('')}>
              Remove<span className="sr-only"> the {lower}</span>
            </Button>
          )}
        </div>
        <ImageUploader
          label={value ? 'Replace the image' : 'Upload an image'}
          onUploaded={(image) => field.onChange(image.url)}
        />
      </div>
      <InputField
        label={`Or enter the ${lower}'s address`}
        hint={hint}
        spellCheck={false}
        error={fieldState.error}
        name={field.name}
        ref={field.ref}
        value={value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
      />
    </fieldset>
  )
}
