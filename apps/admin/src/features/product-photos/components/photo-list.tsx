import * as m from '#messages'
import { useEffect, useRef } from 'react'
import { mediaKeyOf, renditionUrl } from '@store/contract/media'
import { Button } from '@/components/ui/button'
import type { DraftImage } from '../utils/photo-draft'

/** The 320 px rendition for a thumbnail; an address the pipeline did not make, as it is. */
export function thumbnailOf(url: string) {
  const key = mediaKeyOf(url)
  return key ? renditionUrl(key, 320) : url
}

export type PhotoAction = 'earlier' | 'later' | 'cover' | 'remove'

/** Each button reads whole to a screen reader: "Move photo 2 earlier", "Make photo 3 the cover". */
const ACTIONS = [
  {
    action: 'earlier',
    variant: 'secondary',
    arrow: '← ',
    before: m.photos_move(),
    after: m.photos_earlier(),
  },
  {
    action: 'later',
    variant: 'secondary',
    arrow: '',
    before: m.photos_move(),
    after: m.photos_later(),
  },
  {
    action: 'cover',
    variant: 'ghost',
    arrow: '',
    before: m.photos_make(),
    after: m.photos_cover_word(),
  },
  { action: 'remove', variant: 'ghost', arrow: '', before: m.photos_remove(), after: '' },
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
    <ol
      ref={list}
      aria-labelledby="photos-heading"
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4"
    >
      {photos.map((photo, index) => {
        const name = m.photos_photo_n({ n: index + 1 })
        return (
          <li
            key={photo.url}
            data-url={photo.url}
            className="flex flex-col overflow-hidden rounded-lg border border-line bg-white"
          >
            <div className="relative aspect-[4/5] bg-stone-100">
              <img
                src={thumbnailOf(photo.url)}
                alt={index === 0 ? m.photos_alt_cover() : m.photos_alt_n({ n: index + 1 })}
                className="h-full w-full object-cover"
                style={
                  photo.placeholder
                    ? { backgroundImage: `url(${photo.placeholder})`, backgroundSize: 'cover' }
                    : undefined
                }
              />
              {index === 0 && (
                <span className="absolute top-2 left-2 rounded bg-ink px-2 py-0.5 text-xs font-medium text-white">
                  {m.photos_cover()}
                </span>
              )}
            </div>
            <div className="grid grid-cols-2 gap-1 p-2">
              {ACTIONS.map(({ action, variant, arrow, before, after }) => (
                <Button
                  key={action}
                  variant={variant}
                  className={`min-h-9 px-1.5 text-xs leading-tight ${action === 'remove' ? 'text-danger' : ''}`}
                  data-action={action}
                  disabled={
                    (action === 'later' && index === photos.length - 1) ||
                    (action !== 'later' && action !== 'remove' && index === 0)
                  }
                  onClick={() => onAction(index, action)}
                >
                  <span>
                    {arrow && <span aria-hidden="true">{arrow}</span>}
                    {/* Moves read "Earlier" and "Later" on screen, whole to a screen reader. */}
                    <span className={action === 'earlier' || action === 'later' ? 'sr-only' : ''}>
                      {before}
                    </span>
                    <span className="sr-only"> {name}</span> {after}
                    {action === 'later' && <span aria-hidden="true"> →</span>}
                  </span>
                </Button>
              ))}
            </div>
          </li>
        )
      })}
    </ol>
  )
}
