import * as m from '#messages'
import { useId, useState } from 'react'
import type { DragEvent } from 'react'
import type { UploadedImage } from '@store/contract/admin/media'
import { Button } from '@/components/ui/button'
import { useImageUploads } from '@/components/media/use-image-uploads'

interface ImageUploaderProps {
  /** What the picker says: "Add photos", "Upload a size chart". */
  label: string
  multiple?: boolean
  disabled?: boolean
  onUploaded: (image: UploadedImage) => void
}

/**
 * Every screen that takes an image uses this: drop files on it or pick them
 * (on a phone the picker opens the camera roll), each file with its own
 * progress bar and, when refused, its own message.
 */
export function ImageUploader({
  label,
  multiple = false,
  disabled,
  onUploaded,
}: ImageUploaderProps) {
  const { items, add, dismiss } = useImageUploads(onUploaded)
  const [over, setOver] = useState(false)
  const hintId = useId()
  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    if (disabled) return
    const files = [...event.dataTransfer.files]
    add(multiple ? files : files.slice(0, 1))
  }
  return (
    <div className="flex flex-col gap-3">
      <div
        onDragOver={(event) => {
          event.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors ${over ? 'border-accent bg-orange-50' : 'border-stone-300 bg-white'}`}
      >
        <label
          className={`inline-flex min-h-10 cursor-pointer items-center rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-medium focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-accent hover:bg-stone-100 ${disabled ? 'pointer-events-none opacity-50' : ''}`}
        >
          {label}
          <input
            type="file"
            accept="image/*"
            multiple={multiple}
            disabled={disabled}
            aria-describedby={hintId}
            className="sr-only"
            onChange={(event) => {
              add([...(event.target.files ?? [])])
              event.target.value = ''
            }}
          />
        </label>
        <p id={hintId} className="text-xs text-muted">
          <span className="hidden sm:inline">
            {multiple ? m.media_drop_many() : m.media_drop_one()}{' '}
          </span>
          {m.media_kinds()}
        </p>
      </div>
      {items.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label={m.media_uploads()}>
          {items.map((item) => (
            <li key={item.id} className="rounded-md border border-line bg-white px-3 py-2 text-sm">
              <div className="flex items-center justify-between gap-3">
                <span className="min-w-0 truncate font-medium">{item.name}</span>
                {item.state === 'failed' ? (
                  <Button variant="ghost" className="min-h-8 px-2" onClick={() => dismiss(item.id)}>
                    {m.media_dismiss()}
                    <span className="sr-only"> {item.name}</span>
                  </Button>
                ) : (
                  <span className="shrink-0 text-muted">
                    {item.state === 'waiting'
                      ? m.media_waiting()
                      : `${Math.round(item.progress * 100)} %`}
                  </span>
                )}
              </div>
              {item.state === 'failed' ? (
                <p role="alert" className="mt-1 text-danger">
                  {item.error}
                </p>
              ) : (
                <progress
                  className="mt-2 h-2 w-full accent-accent"
                  max={1}
                  value={item.progress}
                  aria-label={m.media_uploading({ name: item.name })}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
