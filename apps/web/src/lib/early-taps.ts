import { EARLY_TAPS } from '@store/contract/early-taps'

function tapInTurn(taps: HTMLElement[]) {
  const [next, ...rest] = taps
  if (!next) return
  if (next.isConnected && !(next as HTMLButtonElement).disabled) next.click()
  setTimeout(() => tapInTurn(rest), 0)
}

/**
 * Takes the buttons the shopper tapped on the server's HTML before the page
 * had hydrated (the inline tap keeper kept them from React until now) and taps them
 * again, each a task apart so that it sees what the one before it changed (a
 * size, then Add to Cart). Called from the first mount's effect, it waits a
 * task before taking them: from the effect itself a tap would act before the
 * page has re-rendered with what only this browser knows (a member's
 * session), and send a signed-in member to sign in. Taking them and tapping
 * the first in one task leaves no moment for a new tap to jump ahead. A
 * button that hydration replaced or disabled is skipped.
 */
export function replayEarlyTaps() {
  setTimeout(() => {
    const take = Reflect.get(window, EARLY_TAPS) as (() => HTMLElement[]) | undefined
    tapInTurn(typeof take === 'function' ? take() : [])
  }, 0)
}
