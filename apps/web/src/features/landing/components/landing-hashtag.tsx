import type { HashtagImage } from '@store/contract/home'
import { InstagramIcon } from '@/components/ui/icons'
import { ResponsiveImage } from '@/components/ui/responsive-image'
import { MEDIA_SIZES } from '@/lib/media-sizes'
import * as m from '#messages'

interface LandingHashtagProps {
  title: string
  description: string
  images: readonly HashtagImage[]
  socialUrl: string
}

/** The hashtag photos of a landing, leading to the brand's social account. */
export function LandingHashtag({ title, description, images, socialUrl }: LandingHashtagProps) {
  return (
    <section aria-labelledby="landing-hashtag-heading" className="bg-cream py-16 md:py-24">
      <div className="container-page text-center">
        <h2
          id="landing-hashtag-heading"
          className="font-display text-3xl font-medium break-words md:text-4xl"
        >
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-md text-[15px] text-muted">{description}</p>
        <a
          href={socialUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-10 grid grid-cols-2 gap-2 md:grid-cols-4 md:gap-3"
          aria-label={`${title} ${m.on_instagram()} ${m.opens_new_tab()}`}
        >
          {images.slice(0, 4).map((image) => (
            <ResponsiveImage
              sizes="(min-width: 768px) 25vw, 50vw"
              key={image.id}
              src={image.image_url}
              alt=""
              {...MEDIA_SIZES.hashtag}
              className="aspect-square w-full bg-sand object-cover transition duration-500 hover:opacity-90"
            />
          ))}
        </a>
        <a href={socialUrl} target="_blank" rel="noopener noreferrer" className="btn-outline mt-10">
          <InstagramIcon /> {m.follow_us()}
          <span className="sr-only">
            {' '}
            {m.on_instagram()} {m.opens_new_tab()}
          </span>
        </a>
      </div>
    </section>
  )
}
