import type { Locale } from './locale'

/** Default headers every request carries (spec section 7). */
export const APP_VERSION = '1.1.4'
export const APP_BUILD = '5'
export const DEVICE = 'WEB'
export const AUTHORIZATION_TYPE = 'USER'
export const DEFAULT_BRAND_CODE = 'KAINARA'

/**
 * The language is sent as the standard Accept-Language, exactly `en` or `id`
 * (docs/decisions/068-two-languages.md); the API answers in it.
 */
export function defaultHeaders(input: {
  accessToken: string | null
  brand: string
  locale?: Locale
}) {
  return {
    ...(input.locale ? { 'Accept-Language': input.locale } : {}),
    Authorization: input.accessToken ?? '',
    'Authorization-Type': AUTHORIZATION_TYPE,
    Device: DEVICE,
    'App-Version': APP_VERSION,
    'App-Build': APP_BUILD,
    Brand: input.brand,
  }
}

/** The API accepts the token raw or as `Bearer x`. */
export function readAccessToken(authorization: string | undefined): string | null {
  if (!authorization) return null
  const token = authorization.replace(/^Bearer\s+/i, '').trim()
  return token.length > 0 ? token : null
}
