import { useEffect, useRef } from 'react'
import { mediaKeyOf, renditionUrl } from '@store/contract/media'
import { Button } from '../../components/ui/button'
import type { DraftImage } from './photo-draft'

/** The 320 px rendition for a thumbnail; an address the pipeline did not make, as it is. */
export function thumbnailOf(url: string) {
  const key = mediaKeyOf(url)
  return key ? renditionUrl(key, 320) : url
}

export type PhotoAction = 'earlier' | 'later' | 'cover' | 'remove'

/** Each button reads whole to a screen reader: "Move photo 2 earlier", "Make photo 3 the cover". */
const ACTIONS = [
  { action: 'earlier', variant: 'secondary', before: '← Move', after: 'earlier' },
  { action: 'later', variant: 'secondary', before: 'Move', after: 'later →' },
  { action: 'cover', variant: 'ghost', before: 'Make', after: 'cover' },
  { action: 'remove', variant: 'ghost', before: 'Remove', after: '' },
] as const

interface PhotoListProps {
  photos: DraftImage[]
  onAction: (index: number, action: PhotoAction) => void
  /** After a move, the button to give focus back to: the photo's address and the action. */
  focus: { url: string; action: PhotoAction } | null
}

/** The photos in the shop's order, each moved with buttons so a keyboard does all a mouse does. */
export function PhotoList({ photos, onAction, focus }: PhotoListProps) {
  const list = useRef<HTMLOListElement>(null)
  useEffect(() => {
    if (!focus) return
    const item = list.current?.querySelector(`[data-url="${CSS.escape(focus.url)}"]`)
    const buttons = [...(item?.querySelectorAll<HTMLButtonElement>('button') ?? [])]
    const target =
      buttons.find((button) => button.dataset.action === focus.action && !button.disabled) ??
      buttons.find((button) => !button.disabled)
    target?.focus()
  }, [focus, photos])
  return (
    <ol ref={list} className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
      {photos.map((photo, index) => {
        const name = `photo ${index + 1}`
        return (
          <li
            key={photo.url}
            data-url={photo.url}
            className="flex flex-col overflow-hidden rounded-lg border border-line bg-white"
          >
            <div className="relative aspect-[4/5] bg-stone-100">
              <img
                src={thumbnailOf(photo.url)}
                alt={index === 0 ? `Photo 1, the cover` : `Photo ${index + 1}`}
                className="h-full w-full object-cover"
                style={
                  photo.placeholder
                    ? { backgroundImage: `url(${photo.placeholder})`, backgroundSize: 'cover' }
                    : undefined
                }
              />
              {index === 0 && (
                <span className="absolute top-2 left-2 rounded bg-ink px-2 py-0.5 text-xs font-medium text-white">
                  Cover
                </span>
              )}
            </div>
            <div className="grid grid-cols-2 gap-1 p-2">
              {ACTIONS.map(({ action, variant, before, after }) => (
                <Button
                  key={action}
                  variant={variant}
                  className={`min-h-9 px-2 text-xs ${action === 'remove' ? 'text-danger' : ''}`}
                  data-action={action}
                  disabled={
                    (action === 'later' && index === photos.length - 1) ||
                    (action !== 'later' && action !== 'remove' && index === 0)
                  }
                  onClick={() => onAction(index, action)}
                >
                  {before}
                  <span className="sr-only"> {name} </span>
                  {after}
                </Button>
              ))}
            </div>
          </li>
        )
      })}
    </ol>
  )
}
