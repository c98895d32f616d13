import type { ImageSlider } from '@store/contract/home'
import { SmartLink } from '@/components/ui/smart-link'
import { SlideMedia } from './slide-media'
import { YoutubeSlide } from './youtube-slide'
import * as m from '#messages'

interface HeroSlideProps {
  slide: ImageSlider
  position: number
  total: number
  active: boolean
  showImage: boolean
  playing: boolean
  onPlay: () => void
  onFirstImageLoad?: () => void
}

/** One slide of the hero carousel, cross-fading in and out (spec: 600 ms). */
export function HeroSlide({
  slide,
  position,
  total,
  active,
  showImage,
  playing,
  onPlay,
  onFirstImageLoad,
}: HeroSlideProps) {
  const priority = position === 0
  let content
  if (slide.slider_type === 'YOUTUBE') {
    content = (
      <YoutubeSlide
        slide={slide}
        showImage={showImage}
        priority={priority}
        playing={playing}
        onPlay={onPlay}
      />
    )
  } else {
    const media = showImage && (
      <SlideMedia slide={slide} priority={priority} onLoad={onFirstImageLoad} />
    )
    content = slide.href_url ? (
      <SmartLink
        href={slide.href_url}
        newTab={slide.open_new_tab === 1}
        aria-label={slide.title}
        className="block h-full focus-visible:-outline-offset-4"
      >
        {media}
      </SmartLink>
    ) : (
      media
    )
  }
  return (
    <div
      role="group"
      aria-roledescription={m.slide()}
      aria-label={m.slide_position({ index: position + 1, total, title: slide.title })}
      aria-hidden={!active}
      inert={!active}
      className={`absolute inset-0 transition-opacity duration-[600ms] ease-in-out motion-reduce:transition-none ${active ? 'z-10 opacity-100' : 'opacity-0'}`}
    >
      {content}
    </div>
  )
}
