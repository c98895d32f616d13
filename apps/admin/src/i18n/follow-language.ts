import type { Locale } from '@store/contract/locale'
import { LOCALE } from './locale'

const TRIED = 'kn-admin-language-reload'

/**
 * Whether the page should load again to speak the account's language: the
 * page is built in one language (docs/decisions/071), and the session answer
 * that names another has just set the cookie the server picks the build by.
 * Once per language and tab, so a browser that keeps no cookie is not sent
 * round in circles.
 */
export function shouldReloadFor(wanted: Locale, built: Locale, lastTried: string | null): boolean {
  return wanted !== built && lastTried !== wanted
}

/** Loads the page again in the account's language when this build speaks another. */
export function followStaffLanguage(wanted: Locale): void {
  if (typeof window === 'undefined') return
  if (!shouldReloadFor(wanted, LOCALE, sessionStorage.getItem(TRIED))) {
    if (wanted === LOCALE) sessionStorage.removeItem(TRIED)
    return
  }
  sessionStorage.setItem(TRIED, wanted)
  window.location.reload()
}
