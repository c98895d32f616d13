import { useEffect, useRef } from 'react'

/**
 * Calls back while the element is at least `threshold` visible. `watchKey`
 * re-arms the observer, so an element still in view after new content loads
 * fires again.
 */
export function useInView<T extends Element>(
  onChange: (inView: boolean, entry: IntersectionObserverEntry) => void,
  threshold: number,
  watchKey: unknown,
) {
  const ref = useRef<T>(null)
  const callback = useRef(onChange)
  useEffect(() => {
    callback.current = onChange
  })
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const observer = new IntersectionObserver(
      ([entry]) =>
        entry &&
        callback.current(entry.isIntersecting && entry.intersectionRatio >= threshold, entry),
      { threshold },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [threshold, watchKey])
  return ref
}
