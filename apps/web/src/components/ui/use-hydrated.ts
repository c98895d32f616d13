import { useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

/**
 * False in the server's HTML and while the browser hydrates it, true from the
 * render after hydration on; a page rendered in the browser is true at once.
 * Submit buttons wait for it: before the script runs, a tap would send the
 * form natively and reload the page instead of acting.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
