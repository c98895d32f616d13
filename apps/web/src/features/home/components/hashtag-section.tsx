import { Link } from 'react-router'
import type { HashtagImage } from '@store/contract/home'
import { ResponsiveImage } from '@/components/ui/responsive-image'
import { MEDIA_SIZES } from '@/lib/media-sizes'
import * as m from '#messages'

interface HashtagSectionProps {
  title: string
  description: string
  images: readonly HashtagImage[]
}

/** Shoppers' photos under the brand hashtag, leading to the full gallery at /hashtag. */
export function HashtagSection({ title, description, images }: HashtagSectionProps) {
  if (images.length === 0) return null
  return (
    <section
      aria-labelledby="hashtag-heading"
      className="defer-render-[900px] bg-cream py-16 md:py-24"
    >
      <div className="container-page">
        <div className="mx-auto max-w-xl text-center">
          <p className="text-[11px] font-medium tracking-[0.3em] text-muted uppercase">
            {m.worn_by_you()}
          </p>
          <h2
            id="hashtag-heading"
            className="mt-3 font-display text-3xl font-medium break-words md:text-4xl"
          >
            {title}
          </h2>
          <p className="mt-3 text-[15px] text-muted">{description}</p>
        </div>
        <Link
          to="/hashtag"
          aria-label={m.see_gallery({ title })}
          className="mt-10 grid grid-cols-2 gap-2 md:mt-14 md:grid-cols-4 md:gap-3"
        >
          {images.slice(0, 8).map((image, index) => (
            <ResponsiveImage
              sizes="(min-width: 768px) 25vw, 50vw"
              key={image.id}
              src={image.image_url}
              alt=""
              {...MEDIA_SIZES.hashtag}
              className={`aspect-square w-full bg-sand object-cover transition duration-500 hover:opacity-90 ${index >= 4 ? 'max-md:hidden' : ''}`}
            />
          ))}
        </Link>
        <div className="mt-10 text-center">
          <Link to="/hashtag" className="btn-outline">
            {m.view_gallery()}
          </Link>
        </div>
      </div>
    </section>
  )
}
