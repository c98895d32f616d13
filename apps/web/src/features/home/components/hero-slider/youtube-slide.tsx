import type { ImageSlider } from '@store/contract/home'
import { PlayIcon } from '@/components/ui/icons'
import { SlideMedia } from './slide-media'
import * as m from '#messages'

interface YoutubeSlideProps {
  slide: ImageSlider
  showImage: boolean
  priority: boolean
  playing: boolean
  onPlay: () => void
}

/**
 * A poster with a play button; the YouTube player (and its half a megabyte of
 * script) is only mounted when the shopper asks for the film.
 */
export function YoutubeSlide({ slide, showImage, priority, playing, onPlay }: YoutubeSlideProps) {
  if (playing && slide.youtube_video_id) {
    return (
      <iframe
        src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(slide.youtube_video_id)}?autoplay=1`}
        title={slide.title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        className="absolute inset-0 h-full w-full border-0 bg-ink"
      />
    )
  }
  return (
    <div className="relative h-full">
      {showImage && <SlideMedia slide={slide} priority={priority} />}
      <button
        type="button"
        onClick={onPlay}
        aria-label={m.play_video({ title: slide.title })}
        className="group absolute inset-0 grid place-items-center focus-visible:-outline-offset-4"
      >
        <span className="grid size-20 place-items-center rounded-full bg-[#fffdf9]/90 text-ink shadow-lg transition group-hover:scale-105 md:size-24">
          <PlayIcon width={30} height={30} className="translate-x-0.5" />
        </span>
      </button>
    </div>
  )
}
