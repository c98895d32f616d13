import type { FastifyRequest } from 'fastify'
import { ADMIN_PREFIX } from '@store/contract/admin/call'
import { isLocale, LOCALE_COOKIE_MAX_AGE_SECONDS } from '@store/contract/locale'
import type { Locale } from '@store/contract/locale'
import { readAccessToken } from './tokens'

const NAME = 'kn_staff'
const PATH = `/api/${ADMIN_PREFIX}`

/**
 * The staff session travels in an HttpOnly cookie sent to the back-office
 * calls only (a script on a shop page cannot read it, and SameSite=Strict
 * keeps other sites' forms from using it); a script or test may send the
 * same token as `Authorization: Bearer`.
 */
export function readStaffToken(request: FastifyRequest): string | null {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = pair.trim().split('=')
    if (name === NAME && value) return readAccessToken(value)
  }
  return readAccessToken(request.headers.authorization)
}

export function staffCookieHeader(token: string, secure: boolean): string {
  return `${NAME}=${token}; Path=${PATH}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`
}

export function clearStaffCookieHeader(secure: boolean): string {
  return `${NAME}=; Path=${PATH}; HttpOnly; SameSite=Strict; Max-Age=0${secure ? '; Secure' : ''}`
}

const LANGUAGE = 'kn_admin_lang'
const LANGUAGE_PATH = '/admin'

/**
 * The signed-in account's language, for the server that sends the back
 * office's page (plugins/admin-app.ts) to pick that language's build
 * (docs/decisions/071). Sent to /admin pages only; it names a language, no one.
 */
export function staffLanguageCookieHeader(language: Locale, secure: boolean): string {
  return `${LANGUAGE}=${language}; Path=${LANGUAGE_PATH}; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** At sign-out: the sign-in page speaks the browser's language again. */
export function clearStaffLanguageCookieHeader(secure: boolean): string {
  return `${LANGUAGE}=; Path=${LANGUAGE_PATH}; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** The language kept by the last session answer, if any. */
export function readStaffLanguage(cookieHeader: string | undefined): Locale | null {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value] = pair.trim().split('=')
    if (name === LANGUAGE && isLocale(value)) return value
  }
  return null
}
