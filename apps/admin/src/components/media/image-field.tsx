import * as m from '#messages'
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
  hint = m.media_hint(),
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
                {value ? m.media_no_preview() : m.media_no_image()}
              </span>
            ) : broken === value ? (
              <p className="p-3 text-center text-xs text-danger">{m.media_broken()}</p>
            ) : (
              <img
                src={previewSrc(value)}
                alt={m.media_preview({ label: lower })}
                className="h-full w-full object-contain"
                onError={() => setBroken(value)}
              />
            )}
          </div>
          {optional && value !== '' && (
            <Button variant="secondary" onClick={() => field.onChange('')}>
              {m.media_remove()}
              <span className="sr-only"> {m.media_remove_what({ label: lower })}</span>
            </Button>
          )}
        </div>
        <ImageUploader
          label={value ? m.media_replace() : m.media_upload()}
          onUploaded={(image) => field.onChange(image.url)}
        />
      </div>
      <InputField
        label={m.media_address({ label: lower })}

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
