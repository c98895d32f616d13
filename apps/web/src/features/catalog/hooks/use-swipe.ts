import { useRef } from 'react'
import type { TouchEvent } from 'react'

/** Horizontal swipe on touch screens: left shows the next image, right the previous. */
export function useSwipe(onSwipe: (direction: 1 | -1) => void) {
  const startX = useRef<number | null>(null)
  return {
    onTouchStart: (event: TouchEvent) => {
      startX.current = event.touches[0]?.clientX ?? null
    },
    onTouchEnd: (event: TouchEvent) => {
      const endX = event.changedTouches[0]?.clientX
      if (startX.current === null || endX === undefined) return
      const distance = endX - startX.current
      if (Math.abs(distance) > 40) onSwipe(distance < 0 ? 1 : -1)
      startX.current = null
    },
  }
}
