import { EARLY_TAPS } from '@store/contract/early-taps'

let pending: HTMLElement[] = []

/**
 * Takes the buttons the shopper tapped on the server's HTML before the app ran.
 * Called just before hydrating: from then on React's own listeners answer taps.
 */
export function takeEarlyTaps() {
  const take = Reflect.get(window, EARLY_TAPS) as (() => HTMLElement[]) | undefined
  pending = typeof take === 'function' ? take() : []
}

/**
 * Taps them again once the page has hydrated, a task apart so that each sees
 * what the one before it changed (a size, then Add to Cart). A button that
 * hydration replaced or disabled is skipped.
 */
export function replayEarlyTaps() {
  const [next, ...rest] = pending
  pending = rest
  if (!next) return
  if (next.isConnected && !(next as HTMLButtonElement).disabled) next.click()
  setTimeout(replayEarlyTaps, 0)
}
