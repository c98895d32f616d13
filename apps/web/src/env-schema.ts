import { z } from 'zod'
import { DEFAULT_BRAND_CODE } from '@store/contract/headers'

/**
 * The web app's build-time configuration (Vite's VITE_* variables), checked
 * when Vite builds or serves the app (vite.config.ts): a wrong value stops the
 * build with its name, and the browser gets only the checked result, so zod
 * never rides in a shopper's first view.
 */
const WebEnvSchema = z
  .object({
    /** Where the API lives: a path on the same origin (default) or another origin's URL. */
    VITE_API_BASE_URL: z
      .string()
      .regex(
        /^(\/|https?:\/\/)[^\s]*[^/\s]$/,
        'a path starting with / or an http(s) URL, without a trailing /',
      )
      .default('/api'),
    /** The Brand header of every call (spec section 7); the API's BRAND_CODE has the same default. */
    VITE_BRAND_CODE: z.string().min(1).max(32).default(DEFAULT_BRAND_CODE),
  })
  .transform((vars) => ({ apiBaseUrl: vars.VITE_API_BASE_URL, brandCode: vars.VITE_BRAND_CODE }))

export type WebEnv = z.output<typeof WebEnvSchema>

/** Reads the variables, or throws an error naming each wrong one. */
export function readWebEnv(vars: Record<string, string | undefined>): WebEnv {
  const result = WebEnvSchema.safeParse(vars)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
  throw new Error(`The web app's configuration is not valid: ${problems.join('; ')}`)
}
