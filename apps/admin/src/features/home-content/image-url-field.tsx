import type { UseFormRegisterReturn } from 'react-hook-form'
import { mediaKeyOf, renditionUrl } from '@store/contract/media'
import { InputField } from '../../components/ui/field'

interface ImageUrlFieldProps {
  label: string
  value: string
  error?: { message?: string }
  registration: UseFormRegisterReturn
  hint?: string
}

const looksLikeImage = (value: string) => value.startsWith('/media/')

/** A small copy of an image of the pipeline for a thumbnail; other files as they are. */
export function previewSrc(url: string): string {
  const key = mediaKeyOf(url)
  return key ? renditionUrl(key, 320) : url
}

/** An image's address on this site with a preview of what the shop will show. */
export function ImageUrlField({ label, value, error, registration, hint }: ImageUrlFieldProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_7rem] sm:items-start">
      <InputField
        label={label}
        error={error}
        hint={hint ?? 'A file of this site, such as /media/banners/sale.jpg.'}
        spellCheck={false}
        {...registration}
      />
      <div className="flex h-20 items-center justify-center overflow-hidden rounded-md border border-line bg-stone-100 sm:mt-6">
        {looksLikeImage(value) ? (
          <img
            src={value}
            alt={`Preview: ${label.toLowerCase()}`}
            className="h-full w-full object-cover"
          />
        ) : (
          <span className="px-2 text-center text-xs text-muted">No preview</span>
        )}
      </div>
    </div>
  )
}
