import { lazy, Suspense, useState } from 'react'
import type { ProductImage } from '@store/contract/catalog'
import { useSwipe } from '../hooks/use-swipe'
import { ResponsiveImage } from '@/components/ui/responsive-image'
import { IMAGE_SIZES } from '@store/contract/media'
import * as m from '#messages'

// Loaded on the first zoom: most visits never open it.
const ZoomDialog = lazy(() =>
  import('./zoom-dialog').then((module) => ({ default: module.ZoomDialog })),
)

interface ProductGalleryProps {
  images: ProductImage[]
  name: string
}

export function ProductGallery({ images, name }: ProductGalleryProps) {
  const [index, setIndex] = useState(0)
  const [zoomOpen, setZoomOpen] = useState(false)
  const count = images.length
  const step = (direction: 1 | -1) => setIndex((current) => (current + direction + count) % count)
  const swipe = useSwipe(step)
  const current = images[index]

  return (
    <div className="flex flex-col gap-3 md:flex-row-reverse md:gap-4">
      <div className="relative flex-1">
        <button
          type="button"
          onClick={() => setZoomOpen(true)}
          {...swipe}
          className="block aspect-[4/5] w-full cursor-zoom-in overflow-hidden bg-sand"
          aria-label={m.zoom_image({ index: index + 1, count })}
        >
          {current && (
            <ResponsiveImage
              key={current.image_url}
              src={current.image_url}
              placeholder={current.placeholder}
              sizes={IMAGE_SIZES.gallery}
              alt={m.image_of({ name, index: index + 1, count })}
              width={800}
              height={1000}
              priority={index === 0}
              className="size-full object-cover"
            />
          )}
        </button>
        {count > 1 && (
          <p
            className="pointer-events-none absolute right-3 bottom-3 bg-[#fffdf9]/90 px-2 py-1 text-xs tabular-nums md:hidden"
            aria-hidden="true"
          >
            {index + 1} / {count}
          </p>
        )}
      </div>
      {count > 1 && (
        <ul
          className="flex gap-2 overflow-x-auto md:w-20 md:flex-col md:overflow-visible"
          aria-label={m.product_images()}
        >
          {images.map((image, thumbIndex) => (
            <li key={image.image_url} className="w-16 shrink-0 md:w-full">
              <button
                type="button"
                onClick={() => setIndex(thumbIndex)}
                aria-label={m.show_image({ index: thumbIndex + 1, count })}
                aria-current={thumbIndex === index}
                className="block w-full border border-transparent bg-sand opacity-70 transition hover:opacity-100 aria-[current=true]:border-ink aria-[current=true]:opacity-100"
              >
                <ResponsiveImage
                  src={image.image_url}
                  placeholder={image.placeholder}
                  sizes="96px"
                  alt=""
                  width={800}
                  height={1000}
                  className="aspect-[4/5] w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zoomOpen && (
        <Suspense fallback={null}>
          <ZoomDialog
            onClose={() => setZoomOpen(false)}
            images={images}
            index={index}
            onIndexChange={setIndex}
            name={name}
          />
        </Suspense>
      )}
    </div>
  )
}
