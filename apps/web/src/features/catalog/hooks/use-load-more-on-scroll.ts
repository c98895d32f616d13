import { useEffect, useRef } from 'react'
import { INFINITE_SCROLL_THRESHOLD } from '@store/contract/constants'
import { hasScrolledThrough } from '../utils/scroll-progress'

/**
 * Calls `onLoadMore` once the shopper has scrolled through the share of the
 * referenced list that spec section 9 sets. It reads the list's position on
 * every scroll frame rather than watching a sentinel, because a fling or the
 * End key can carry the list's end past the viewport between two frames, and
 * an observer only reports an element entering or leaving view. Each
 * `watchKey` (the loaded count) fires at most once, and checks at once, so a
 * shopper already past the end gets the following page without scrolling again.
 */
export function useLoadMoreOnScroll<T extends HTMLElement>(
  onLoadMore: () => void,
  enabled: boolean,
  watchKey: unknown,
) {
  const ref = useRef<T>(null)
  const callback = useRef(onLoadMore)
  useEffect(() => {
    callback.current = onLoadMore
  })
  useEffect(() => {
    if (!enabled) return
    let frame = 0
    let fired = false
    const check = () => {
      frame = 0
      const list = ref.current
      if (fired || !list) return
      if (
        hasScrolledThrough(
          list.getBoundingClientRect(),
          window.innerHeight,
          INFINITE_SCROLL_THRESHOLD,
        )
      ) {
        fired = true
        callback.current()
      }
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check)
    }
    schedule()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [enabled, watchKey])
  return ref
}
