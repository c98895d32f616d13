import { useState } from 'react'
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'
import { InputField, TextAreaField } from '../../components/ui/field'

interface CoverFieldsProps {
  url: string
  urlField: UseFormRegisterReturn
  textField: UseFormRegisterReturn
  urlError?: FieldError
  textError?: FieldError
}

const previewable = (url: string) => /^\/media\/\S+$/.test(url) || /^https:\/\/\S+\.\S+$/.test(url)

/** The cover image as a site path or https address, with a preview, and its text. */
export function CoverFields({ url, urlField, textField, urlError, textError }: CoverFieldsProps) {
  const [broken, setBroken] = useState<string | null>(null)
  return (
    <div className="flex flex-col gap-4">
      <InputField
        label="Cover image"
        hint="A path from the media library (/media/…) or an https:// address."
        error={urlError}
        {...urlField}
      />
      {previewable(url) && (
        <figure className="overflow-hidden rounded-md border border-line bg-stone-100">
          {broken === url ? (
            <p className="p-4 text-sm text-danger">
              This image could not be loaded. Check the address.
            </p>
          ) : (
            <img
              src={url}
              alt="Cover preview"
              className="aspect-[3/1] w-full object-cover"
              onError={() => setBroken(url)}
            />
          )}
        </figure>
      )}
      <TextAreaField
        label="Cover text"
        hint="Up to 300 characters."
        error={textError}
        {...textField}
      />
    </div>
  )
}
