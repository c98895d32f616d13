import { useEffect, useRef } from 'react'

/**
 * Calls `advance` after `delay` ms of the same `step`; any change of step
 * (a click on a dot, say) starts the wait again.
 */
export function useAutoplay(advance: () => void, delay: number, paused: boolean, step: number) {
  const advanceRef = useRef(advance)
  useEffect(() => {
    advanceRef.current = advance
  })
  useEffect(() => {
    if (paused) return
    const timer = window.setTimeout(() => advanceRef.current(), delay)
    return () => window.clearTimeout(timer)
  }, [paused, delay, step])
}
