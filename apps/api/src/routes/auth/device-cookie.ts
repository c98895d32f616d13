import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

export const DEVICE_COOKIE_NAME = 'kainara_device'
/** As long as a session can last (decision 015). */
export const DEVICE_COOKIE_LIFETIME_MS = 180 * 24 * 60 * 60_000
// Instances' clocks differ by a little; a cookie from a minute ahead is still this store's.
const CLOCK_SKEW_MS = 5 * 60_000
const LONGEST_VALUE = 200
// A browser sends one or two; more is someone filling the header.
const MOST_READ = 3

/**
 * OWASP's device cookie: proof that this browser signed in to an account
 * before (decision 038). The value is a nonce, the time it was issued and an
 * HMAC binding both to the account's e-mail, which the cookie itself does not
 * carry: it names no one, and opens nothing; it only lets its browser past
 * the per-e-mail lockout of that one account.
 */
export interface DeviceCookies {
  /** A new value for a browser that has just signed in to the account of `email`. */
  issue: (email: string, now: Date) => string
  /** The nonce of a value signed by this store for the account of `email` and not expired, else null. */
  nonceFor: (value: string, email: string, now: Date) => string | null
}

export function createDeviceCookies(secret: string): DeviceCookies {
  const sign = (email: string, nonce: string, issuedAt: string) =>
    createHmac('sha256', secret).update(`device:${email}:${nonce}:${issuedAt}`).digest('base64url')
  return {
    issue(email, now) {
      const nonce = randomBytes(16).toString('base64url')
      const issuedAt = String(Math.floor(now.getTime() / 1000))
      return `${nonce}.${issuedAt}.${sign(email, nonce, issuedAt)}`
    },
    nonceFor(value, email, now) {
      const [nonce, issuedAt, mac, ...rest] = value.split('.')
      if (!nonce || !issuedAt || !mac || rest.length > 0 || !/^\d{1,12}$/.test(issuedAt)) {
        return null
      }
      const expected = Buffer.from(sign(email, nonce, issuedAt))
      const given = Buffer.from(mac)
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
      const age = now.getTime() - Number(issuedAt) * 1000
      return age > -CLOCK_SKEW_MS && age < DEVICE_COOKIE_LIFETIME_MS ? nonce : null
    },
  }
}

/**
 * The device cookies' values in a request's Cookie header, of a sane length:
 * a browser holds two while one set for an older path (decision 038's
 * sign-in path of the back office) outlives the one that replaced it.
 */
export function readDeviceCookies(cookieHeader: string | undefined): string[] {
  const values: string[] = []
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value] = pair.trim().split('=', 2)
    if (name === DEVICE_COOKIE_NAME && value && value.length <= LONGEST_VALUE) values.push(value)
    if (values.length === MOST_READ) break
  }
  return values
}

/** The Set-Cookie of a device cookie: sent back to the sign-in calls only, never read by scripts. */
export function deviceCookieHeader(value: string, options: { path: string; secure: boolean }) {
  const maxAge = Math.floor(DEVICE_COOKIE_LIFETIME_MS / 1000)
  const attributes = [`Path=${options.path}`, `Max-Age=${maxAge}`, 'HttpOnly', 'SameSite=Lax']
  if (options.secure) attributes.push('Secure')
  return [`${DEVICE_COOKIE_NAME}=${value}`, ...attributes].join('; ')
}
