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

function tapNext() {
  const [next, ...rest] = pending
  pending = rest
  if (!next) return
  if (next.isConnected && !(next as HTMLButtonElement).disabled) next.click()
  setTimeout(tapNext, 0)
}

/**
 * Taps them again once the page has hydrated, each a task apart so that it
 * sees what the one before it changed (a size, then Add to Cart). The first
 * waits a task too: called from the first mount's effect, it would otherwise
 * act before the page has re-rendered with what only this browser knows (a
 * member's session), and send a signed-in member to sign in. A button that
 * hydration replaced or disabled is skipped.
 */
export function replayEarlyTaps() {
  setTimeout(tapNext, 0)
}
