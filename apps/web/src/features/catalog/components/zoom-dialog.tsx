import { useState } from 'react'
import type { KeyboardEvent, MouseEvent } from 'react'
import type { ProductImage } from '@store/contract/catalog'
import { Dialog } from '@/components/ui/dialog'
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '@/components/ui/icons'
import { useSwipe } from '../hooks/use-swipe'
import { ResponsiveImage } from '@/components/ui/responsive-image'
import * as m from '#messages'

interface ZoomDialogProps {
  onClose: () => void
  images: ProductImage[]
  index: number
  onIndexChange: (index: number) => void
  name: string
}

const ROUND =
  'grid size-12 place-items-center rounded-full bg-[#fffdf9]/90 text-ink shadow-sm hover:bg-sand'

/** The large image: arrows, arrow keys or a swipe move between images; a click magnifies where it lands. */
export function ZoomDialog({ onClose, images, index, onIndexChange, name }: ZoomDialogProps) {
  const [origin, setOrigin] = useState<string | null>(null)
  const count = images.length
  const go = (direction: 1 | -1) => {
    setOrigin(null)
    onIndexChange((index + direction + count) % count)
  }
  const swipe = useSwipe(go)
  const onKeyDown = (event: KeyboardEvent) => {
    if (count > 1 && event.key === 'ArrowRight') go(1)
    if (count > 1 && event.key === 'ArrowLeft') go(-1)
  }
  const toggleMagnify = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    const x = ((event.clientX - box.left) / box.width) * 100
    const y = ((event.clientY - box.top) / box.height) * 100
    setOrigin((current) => (current ? null : `${x}% ${y}%`))
  }
  const image = images[index]

  return (
    <Dialog
      label={m.enlarged_images({ name })}
      onClose={onClose}
      className="inset-0 h-dvh w-screen"
    >
      <div
        className="relative flex h-full items-center justify-center"
        onKeyDown={onKeyDown}
        {...swipe}
      >
        {image && (
          <button
            type="button"
            onClick={toggleMagnify}
            aria-label={origin ? m.zoom_out() : m.zoom_in()}
            className={`size-full overflow-hidden ${origin ? 'cursor-zoom-out' : 'cursor-zoom-in'}`}
          >
            <ResponsiveImage
              src={image.image_url}
              sizes="100vw"
              priority
              alt={m.image_of({ name, index: index + 1, count })}
              width={800}
              height={1000}
              style={origin ? { transform: 'scale(2)', transformOrigin: origin } : undefined}
              className="mx-auto h-full w-auto max-w-full object-contain transition-transform duration-300 motion-reduce:transition-none"
            />
          </button>
        )}
        <button
          type="button"
          onClick={onClose}
          aria-label={m.close()}
          data-autofocus
          className={`absolute top-3 right-3 ${ROUND}`}
        >
          <CloseIcon />
        </button>
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label={m.previous_image()}
              className={`absolute top-1/2 left-3 -translate-y-1/2 ${ROUND}`}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label={m.next_image()}
              className={`absolute top-1/2 right-3 -translate-y-1/2 ${ROUND}`}
            >
              <ChevronRightIcon />
            </button>
            <p
              className="absolute bottom-4 left-1/2 -translate-x-1/2 bg-[#fffdf9]/90 px-3 py-1 text-sm tabular-nums"
              aria-live="polite"
            >
              {index + 1} / {count}
            </p>
          </>
        )}
      </div>
    </Dialog>
  )
}
