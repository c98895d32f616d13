import { useId, useState } from 'react'
import { RETURN_PHOTO_LIMIT } from './return-values'
import { uploadReturnPhoto } from '@/features/orders/api/return-photos'
import type { ReturnTarget } from '@/features/orders/api/returns'
import * as m from '#messages'

export interface ReturnPhoto {
  key: string
  preview: string
}

interface Props {
  target: ReturnTarget
  photos: readonly ReturnPhoto[]
  onChange: (photos: ReturnPhoto[]) => void
  onProblem: (message: string) => void
}

/** Photos of the damage: taken with the phone's camera or chosen, uploaded one at a time, removable. */
export function ReturnPhotosField({ target, photos, onChange, onProblem }: Props) {
  const id = useId()
  const [uploading, setUploading] = useState(false)
  const add = async (file: File) => {
    setUploading(true)
    try {
      const kept = await uploadReturnPhoto(target, file)
      if (!photos.some((photo) => photo.key === kept.key))
        onChange([...photos, { key: kept.key, preview: URL.createObjectURL(file) }])
    } catch (error) {
      onProblem(error instanceof Error ? error.message : String(error))
    } finally {
      setUploading(false)
    }
  }
  return (
    <fieldset className="grid gap-3">
      <legend className="text-[11px] font-semibold tracking-[0.22em] uppercase">
        {m.returns_photos()}
      </legend>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {m.returns_photos_hint()}
      </p>
      {photos.length > 0 && (
        <ul className="flex flex-wrap gap-3">
          {photos.map((photo, index) => (
            <li key={photo.key} className="relative">
              <img
                src={photo.preview}
                alt={m.returns_photo_alt({ number: index + 1 })}
                className="size-24 border border-line object-cover"
              />
              <button
                type="button"
                className="mt-1 block min-h-11 text-xs underline"
                onClick={() => onChange(photos.filter((other) => other.key !== photo.key))}
              >
                {m.returns_remove_photo({ number: index + 1 })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {photos.length < RETURN_PHOTO_LIMIT && (
        <label className="btn-outline cursor-pointer justify-self-start focus-within:outline-2 focus-within:outline-offset-2">
          {uploading ? m.returns_photo_uploading() : m.returns_add_photo()}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            capture="environment"
            className="sr-only"
            aria-describedby={`${id}-hint`}
            disabled={uploading}
            onChange={(event) => {
              const file = event.target.files?.[0]
              event.target.value = ''
              if (file) void add(file)
            }}
          />
        </label>
      )}
    </fieldset>
  )
}
