import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, cookieLocale } from '@store/contract/locale'
import type { Locale } from '@store/contract/locale'
import { fetchCall } from '@/lib/api-client'
import { LOCALE } from './locale'

const SCROLL_KEY = 'language-switch-scroll'
/** Long enough for a page's data to arrive and lay out; a restore that cannot reach gives up. */
const RESTORE_TRIES = 20
const RESTORE_INTERVAL_MS = 100
const PROFILE_WAIT_MS = 1500

/**
 * The address that changes the language and comes back to `next` (a spec
 * path): the server keeps the choice in the cookie and sends the browser to
 * `next` in that language, so the switch works before the app has started
 * and without it.
 */
export const languageSwitchHref = (to: Locale, next: string) =>
  `/language/${to}?${new URLSearchParams({ next }).toString()}`

/**
 * Switches the page to another language where the shopper is: the same page
 * (the checkout's step is in its address and its choices in the tab's
 * storage; the cart is the device's), scrolled where it was. A member's
 * profile keeps the choice, so their next sign-in elsewhere reads the same language.
 */
export async function switchLanguage(to: Locale, next: string, isSignedIn: boolean) {
  sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ next, y: Math.round(window.scrollY) }))
  if (isSignedIn) {
    const saved = saveMemberLanguage(to).catch(() => undefined)
    await Promise.race([saved, new Promise((resolve) => setTimeout(resolve, PROFILE_WAIT_MS))])
  }
  window.location.assign(languageSwitchHref(to, next))
}

/** The language on the signed-in member's profile, if they have one (null when it cannot be read). */
export async function memberLanguage(): Promise<Locale | null> {
  try {
    return (await fetchCall('getProfile')).data.profile.language
  } catch {
    return null
  }
}

async function saveMemberLanguage(language: Locale) {
  const { profile } = (await fetchCall('getProfile')).data
  if (profile.language === language) return
  await fetchCall('updateProfile', { ...profile, language })
}

/** After a switch, back to where the shopper was on the page in the other language. */
export function restoreScrollAfterSwitch(next: string) {
  const saved = sessionStorage.getItem(SCROLL_KEY)
  if (!saved) return
  sessionStorage.removeItem(SCROLL_KEY)
  let wanted: { next?: unknown; y?: unknown }
  try {
    wanted = JSON.parse(saved) as { next?: unknown; y?: unknown }
  } catch {
    return
  }
  const { y } = wanted
  if (wanted.next !== next || typeof y !== 'number' || y <= 0) return
  let tries = 0
  const attempt = () => {
    window.scrollTo(0, y)
    if (Math.abs(window.scrollY - y) > 2 && ++tries < RESTORE_TRIES)
      setTimeout(attempt, RESTORE_INTERVAL_MS)
  }
  attempt()
}

/**
 * The language a visitor reads becomes their kept choice when they have none,
 * so a link to the spec's English address later (a payment's return, an old
 * bookmark) brings them back in it (apps/api/src/seo/locale-sites.ts).
 */
export function keepLanguageChoice() {
  if (cookieLocale(document.cookie)) return
  document.cookie = `${LOCALE_COOKIE}=${LOCALE}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`
}
