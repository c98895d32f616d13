import { z } from 'zod'
import { DEFAULT_LOCALE, LOCALES } from '@store/contract/locale'
import type { Locale } from '@store/contract/locale'

/**
 * Where the back office is served and where its calls go, read from Vite's build-time
 * variables (`VITE_*` from the environment or a .env file, `BASE_URL` from `base`).
 * A path only: the staff session cookie is `SameSite=Strict` and the page's policy
 * allows connections to its own origin, so the API must answer on the same origin.
 */
const EnvSchema = z.object({
  VITE_API_BASE_URL: z
    .string()
    .regex(/^\/[\w\-/]*$/, 'VITE_API_BASE_URL must be a path on this origin, such as /api.')
    .default('/api')
    .transform((path) => path.replace(/\/+$/, '') || '/'),
  BASE_URL: z
    .string()
    .regex(/^\/[\w\-/]*$/, 'The build base must be a path, such as /admin/.')
    .transform((path) => path.replace(/\/+$/, '') || '/'),
  // Set by the language's build (apps/web/build/locale-builds.ts), never by hand.
  VITE_LOCALE: z.enum(LOCALES).default(DEFAULT_LOCALE),
})

export interface AdminEnv {
  /** Where the API answers, without a trailing slash: '/api'. */
  apiBaseUrl: string
  /** Where the back office is served, the router's basename: '/admin'. */
  basePath: string
  /** The language this build speaks: each is built apart with its own messages (decision 071). */
  locale: Locale
}

/** The back office's configuration, or an error naming every wrong value. */
export function readEnv(source: Record<string, unknown>): AdminEnv {
  const parsed = EnvSchema.safeParse(source)
  if (!parsed.success)
    throw new Error(
      `The back office's configuration is wrong: ${parsed.error.issues.map((issue) => issue.message).join(' ')}`,
    )
  return {
    apiBaseUrl: parsed.data.VITE_API_BASE_URL,
    basePath: parsed.data.BASE_URL,
    locale: parsed.data.VITE_LOCALE,
  }
}

export const env = readEnv(import.meta.env)
