import { useEffect, useState } from 'react'
import type { ImageSlider } from '@store/contract/home'
import { usePrefersReducedMotion } from '@/components/ui/use-media-query'
import { HeroSlide } from './hero-slide'
import { SliderControls } from './slider-controls'
import { useAutoplay } from './use-autoplay'
import * as m from '#messages'

/** Spec section 9: the home slider advances every 8000 ms. */
export const AUTOPLAY_MS = 8000
/** Until the first image has loaded, the others wait, so they never compete with it. */
const WARM_UP_FALLBACK_MS = 3000

/** The home hero: cross-fading IMAGE and YOUTUBE slides that pause on hover and focus. */
export function HeroSlider({ slides }: { slides: readonly ImageSlider[] }) {
  const [index, setIndex] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [stopped, setStopped] = useState(false)
  const [playingId, setPlayingId] = useState<number | null>(null)
  const [warm, setWarm] = useState(false)
  const reducedMotion = usePrefersReducedMotion()
  const total = slides.length
  const paused = hovered || focused || stopped || playingId !== null || reducedMotion || total < 2

  const select = (next: number) => {
    setIndex(((next % total) + total) % total)
    setPlayingId(null)
  }
  useAutoplay(() => select(index + 1), AUTOPLAY_MS, paused, index)
  useEffect(() => {
    const timer = window.setTimeout(() => setWarm(true), WARM_UP_FALLBACK_MS)
    return () => window.clearTimeout(timer)
  }, [])

  if (total === 0) return null
  return (
    <section
      aria-roledescription={m.carousel()}
      aria-label={m.highlights()}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!(
          event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)
        ))
          setFocused(false)
      }}
    >
      <div
        aria-live={paused ? 'polite' : 'off'}
        className="relative aspect-[4/5] max-h-[calc(100svh-8rem)] w-full overflow-hidden bg-sand min-[992px]:aspect-[12/5]"
      >
        {slides.map((slide, position) => (
          <HeroSlide
            key={slide.id}
            slide={slide}
            position={position}
            total={total}
            active={position === index}
            showImage={position === 0 || position === index || warm}
            playing={playingId === slide.id}
            onPlay={() => setPlayingId(slide.id)}
            onFirstImageLoad={position === 0 ? () => setWarm(true) : undefined}
          />
        ))}
      </div>
      {total > 1 && (
        <SliderControls
          titles={slides.map((slide) => slide.title)}
          index={index}
          stopped={stopped}
          onSelect={select}
          onToggleStopped={() => setStopped(!stopped)}
        />
      )}
    </section>
  )
}
